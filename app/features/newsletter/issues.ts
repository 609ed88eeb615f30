import { z } from "zod";
import { languageCodes } from "~/lib/i18n/languages";

/** Admin forms for newsletter issues (/admin/newsletter/new and /admin/newsletter/:id). */

const SUBJECT_MAX = 200;
const BODY_MAX = 50_000;

const optional = (max: number, message: string) => z.string().trim().max(max, message).optional().default("");

/** Subject and body per language: English required, every other language optional but whole. */
const versionFields = Object.fromEntries(
  languageCodes.flatMap((code) => [
    [`subject_${code}`, optional(SUBJECT_MAX, "issue.errors.subjectTooLong")],
    [`body_${code}`, optional(BODY_MAX, "issue.errors.bodyTooLong")],
  ]),
) as Record<`subject_${string}` | `body_${string}`, ReturnType<typeof optional>>;

function checkVersions(value: object, ctx: z.RefinementCtx) {
  const fields = value as Record<string, string>;
  if (!fields.subject_en)
    ctx.addIssue({ code: "custom", path: ["subject_en"], message: "issue.errors.subjectRequired" });
  if (!fields.body_en) ctx.addIssue({ code: "custom", path: ["body_en"], message: "issue.errors.bodyRequired" });
  for (const code of languageCodes) {
    if (code === "en") continue;
    const subject = fields[`subject_${code}`];
    const body = fields[`body_${code}`];
    if (subject && !body) ctx.addIssue({ code: "custom", path: [`body_${code}`], message: "issue.errors.bodyMissing" });
    if (body && !subject)
      ctx.addIssue({ code: "custom", path: [`subject_${code}`], message: "issue.errors.subjectMissing" });
  }
}

export const newIssueForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...versionFields }).superRefine(checkVersions),
]);

export const issueForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...versionFields }).superRefine(checkVersions),
  z.object({ intent: z.literal("preview"), language: z.enum(languageCodes).catch("en") }),
  z.object({
    intent: z.literal("send"),
    confirm: z.literal("yes", { error: "issue.errors.confirmRequired" }),
  }),
]);

/** The stored versions of a parsed form: English and every language given whole. */
export function versionsOf(value: Record<string, unknown>): Array<{ language: string; subject: string; body: string }> {
  return languageCodes.flatMap((language) => {
    const subject = String(value[`subject_${language}`] ?? "");
    const body = String(value[`body_${language}`] ?? "");
    return subject && body ? [{ language, subject, body }] : [];
  });
}
