import { z } from "zod";
import { safeLocalPath } from "~/lib/util/safe-path";
import { languageCodes } from "~/lib/i18n/languages";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().max(254, "errors.email").pipe(z.email("errors.email"));

/**
 * The strength rule: 10 to 128 characters with at least one letter and one digit or symbol,
 * and not only the email's name part. Messages are keys of the auth namespace.
 */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, "errors.passwordShort")
  .max(PASSWORD_MAX, "errors.passwordLong")
  .refine((value) => /\p{L}/u.test(value) && /[^\p{L}]/u.test(value), "errors.passwordWeak");

export const signUpSchema = z
  .object({
    name: z.string().trim().min(2, "errors.name").max(120, "errors.nameLong"),
    email,
    password: newPassword,
  })
  .refine((v) => !containsEmailName(v.password, v.email), { path: ["password"], message: "errors.passwordEmail" });

/** A password built around the address's name part (4+ characters) is easy to guess. */
function containsEmailName(password: string, address: string): boolean {
  const name = address.split("@")[0] ?? "";
  return name.length >= 4 && password.toLowerCase().includes(name);
}

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "errors.passwordRequired").max(PASSWORD_MAX, "errors.passwordRequired"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(500), password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordMismatch" });

export const profileSchema = z.object({
  name: z.string().trim().min(2, "errors.name").max(120, "errors.nameLong"),
  country: z.string().trim().max(80, "errors.countryLong").optional().default(""),
  language: z.enum(languageCodes as [string, ...string[]], { error: "errors.language" }),
  newsletter: z.enum(["on"]).optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "errors.passwordRequired").max(PASSWORD_MAX, "errors.passwordRequired"),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordMismatch" });

export const deleteAccountSchema = z.object({
  currentPassword: z.string().min(1, "errors.passwordRequired").max(PASSWORD_MAX, "errors.passwordRequired"),
  confirm: z.literal("on", { error: "errors.deleteConfirm" }),
});

/** Only same-site paths are followed after signing in (no open redirect). */
export function safeNext(value: unknown, fallback = "/account"): string {
  const next = safeLocalPath(value, fallback);
  return next.startsWith("/auth") || next.length > 500 ? fallback : next;
}
