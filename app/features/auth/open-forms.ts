import { z } from "zod";
import { languageCodes } from "~/lib/i18n/languages";

// The forms open before the password gate: /access and /set-language. Their `intent` may be
// missing: scripts and the language picker's fetcher post the fields alone.

/** The gate's password (/access). Messages are keys of the common namespace. */
export const unlockSchema = z.object({
  intent: z.literal("unlock").optional(),
  password: z.string().optional().default(""),
  next: z.string().optional().default(""),
});

/** A language choice (/set-language): a known code only (script injection included is refused). */
export const languageChoiceSchema = z.object({
  intent: z.literal("language").optional(),
  lng: z.enum(languageCodes as [string, ...string[]], { error: "errors.language" }),
  /** Where a plain form (without JavaScript) goes back to. */
  redirectTo: z.string().optional(),
});
