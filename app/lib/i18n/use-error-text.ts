import { useTranslation } from "./react";
import type { Namespace } from "~/locales/types";

/**
 * Error messages travel from zod schemas and actions as translation keys ("errors.email");
 * this turns such a key into the visitor's language, or null when there is no error.
 */
export function useErrorText(namespace: Namespace) {
  const { t } = useTranslation(namespace);
  const translate = t as unknown as (key: string, options?: Record<string, string | number>) => string;
  return (key: string | null | undefined, options?: Record<string, string | number>): string | null =>
    key ? translate(key, options) : null;
}
