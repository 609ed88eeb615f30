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

/** The flat field names of the scoring form: one score and one comment per criterion. */
export const scoreField = (id: CriterionId) => `score_${id}` as const;
export const commentField = (id: CriterionId) => `comment_${id}` as const;

// The staff page's forms, as a page posts them (flat fields, error messages as `examPanel` keys). The scoring
// fields map onto `scoreForm`'s shape, which the server function checks again.
const flatPoint = z.coerce
  .number({ error: "errors.score" })
  .int("errors.score")
  .min(rubricScale.min, "errors.score")
  .max(rubricScale.max, "errors.score");
const flatComment = z
  .string({ error: "errors.comment" })
  .trim()
  .min(1, "errors.comment")
  .max(portfolioLimits.commentMax, "errors.commentLong");
const scoreFields = Object.fromEntries(
  criterionIds.flatMap((id) => [
    [scoreField(id), z.preprocess((v) => (v === "" ? undefined : v), flatPoint)],
    [commentField(id), flatComment],
  ]),
) as Record<string, z.ZodType<number | string>>;

export const panelStaffForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("score"), ...scoreFields }),
  z.object({ intent: z.literal("assign"), assessorId: z.string().trim().min(1, "errors.assessor").max(200) }),
  z.object({ intent: z.literal("release") }),
]);
export type PanelStaffForm = z.infer<typeof panelStaffForms>;

/** The scoring form's flat fields as the shape `submitScores` takes. */
export function scoresOf(input: Record<string, unknown>): ScoreInput {
  return {
    scores: Object.fromEntries(criterionIds.map((id) => [id, Number(input[scoreField(id)])])),
    comments: Object.fromEntries(criterionIds.map((id) => [id, String(input[commentField(id)] ?? "")])),
  } as ScoreInput;
}

/** The candidate page's project slots, each with flat fields (`project_0_title`…); an empty slot is left out. */
export const projectSlots = Array.from({ length: portfolioLimits.projectsMax }, (_, i) => i);
const projectKeys = ["title", "role", "year", "summary"] as const;
export const projectField = (slot: number, key: (typeof projectKeys)[number]) => `project_${slot}_${key}`;

const text = z.string().max(portfolioLimits.expertiseMax).optional().default("");
const draftFields = Object.fromEntries(
  projectSlots.flatMap((slot) => projectKeys.map((key) => [projectField(slot, key), text])),
) as Record<string, typeof text>;

/** The candidate's draft as the page posts it, checked field by field and turned into `portfolioForm`'s shape. */
export const portfolioDraftForm = z
  .object({ intent: z.literal("save"), expertise: text, ...draftFields })
  .superRefine((input, ctx) => {
    const value = (slot: number, key: (typeof projectKeys)[number]) =>
      String(input[projectField(slot, key) as keyof typeof input] ?? "").trim();
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const used = projectSlots.filter((slot) => projectKeys.some((key) => value(slot, key) !== ""));
    if (used.length === 0) problem(projectField(0, "title"), "errors.projects");
    for (const slot of used) {
      const title = value(slot, "title");
      if (!title) problem(projectField(slot, "title"), "errors.projectTitle");
      else if (title.length > portfolioLimits.titleMax) problem(projectField(slot, "title"), "errors.tooLong");
      const role = value(slot, "role");
      if (!role) problem(projectField(slot, "role"), "errors.role");
      else if (role.length > portfolioLimits.roleMax) problem(projectField(slot, "role"), "errors.tooLong");
      const year = Number(value(slot, "year"));
      if (!/^\d{4}$/.test(value(slot, "year")) || year < 1950 || year > 2100)
        problem(projectField(slot, "year"), "errors.year");
      const summary = value(slot, "summary");
      if (summary.length < portfolioLimits.summaryMin) problem(projectField(slot, "summary"), "errors.summary");
      else if (summary.length > portfolioLimits.summaryMax) problem(projectField(slot, "summary"), "errors.tooLong");
    }
    const expertise = input.expertise.trim();
    if (expertise.length < portfolioLimits.expertiseMin) problem("expertise", "errors.expertise");
  })
  .transform((input) => {
    const value = (slot: number, key: (typeof projectKeys)[number]) =>
      String(input[projectField(slot, key) as keyof typeof input] ?? "").trim();
    const sections: PortfolioInput = {
      projects: projectSlots
        .filter((slot) => projectKeys.some((key) => value(slot, key) !== ""))
        .map((slot) => ({
          title: value(slot, "title"),
          role: value(slot, "role"),
          year: Number(value(slot, "year")),
          summary: value(slot, "summary"),
        })),
      expertise: input.expertise.trim(),
    };
    return { intent: "save" as const, sections };
  });

/** Submitting, once, after ticking the confirmation. */
export const portfolioSubmitForm = z.object({
  intent: z.literal("submit"),
  confirm: z.literal("yes", { error: "errors.confirm" }),
});
