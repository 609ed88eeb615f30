import { z } from "zod";
import { frameworkDomains, frameworkLevels, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";

/** The framework page's filter (?domain=…&level=…): unknown or empty values are ignored, never an error. */
export const frameworkFilterSchema = z.object({
  domain: z.enum(frameworkDomains).optional().catch(undefined),
  level: z.enum(frameworkLevels).optional().catch(undefined),
});

export type FrameworkFilter = { domain?: FrameworkDomain; level?: FrameworkLevel };

export function parseFrameworkFilter(params: URLSearchParams): FrameworkFilter {
  const result = frameworkFilterSchema.parse({
    domain: params.get("domain") || undefined,
    level: params.get("level") || undefined,
  });
  const filter: FrameworkFilter = {};
  if (result.domain) filter.domain = result.domain;
  if (result.level) filter.level = result.level;
  return filter;
}

/** The rows and columns of the matrix that the filter leaves visible. */
export function filterMatrix(filter: FrameworkFilter): {
  domains: readonly FrameworkDomain[];
  levels: readonly FrameworkLevel[];
} {
  return {
    domains: filter.domain ? [filter.domain] : frameworkDomains,
    levels: filter.level ? [filter.level] : frameworkLevels,
  };
}
