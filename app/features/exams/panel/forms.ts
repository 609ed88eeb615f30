/**
 * The panel's forms (docs/decisions/053): one zod schema each, used by the browser and the server.
 */
import { z } from "zod";
import { criterionIds, rubricScale, type CriterionId } from "./rubric";

export const portfolioLimits = {
  projectsMin: 1,
  projectsMax: 5,
  titleMax: 160,
  roleMax: 160,
  summaryMin: 40,
  summaryMax: 3000,
  expertiseMin: 100,
  expertiseMax: 6000,
  commentMax: 2000,
} as const;

const project = z.object({
  title: z.string().trim().min(1).max(portfolioLimits.titleMax),
  role: z.string().trim().min(1).max(portfolioLimits.roleMax),
  year: z.coerce.number().int().min(1950).max(2100),
  summary: z.string().trim().min(portfolioLimits.summaryMin).max(portfolioLimits.summaryMax),
});

export const portfolioForm = z.object({
  projects: z.array(project).min(portfolioLimits.projectsMin).max(portfolioLimits.projectsMax),
  expertise: z.string().trim().min(portfolioLimits.expertiseMin).max(portfolioLimits.expertiseMax),
});
export type PortfolioInput = z.infer<typeof portfolioForm>;

const point = z.coerce.number().int().min(rubricScale.min).max(rubricScale.max);
const comment = z.string().trim().min(1).max(portfolioLimits.commentMax);

export const scoreForm = z.object({
  scores: z.object(Object.fromEntries(criterionIds.map((id) => [id, point])) as Record<CriterionId, typeof point>),
  comments: z.object(
    Object.fromEntries(criterionIds.map((id) => [id, comment])) as Record<CriterionId, typeof comment>,
  ),
});
export type ScoreInput = z.infer<typeof scoreForm>;

export const assignForm = z.object({ assessorId: z.string().trim().min(1).max(200) });
