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

const name = z.string({ error: "errors.name" }).trim().min(2, "errors.name").max(120, "errors.nameLong");
const currentPassword = z
  .string({ error: "errors.passwordRequired" })
  .min(1, "errors.passwordRequired")
  .max(PASSWORD_MAX, "errors.passwordRequired");
/** Where to go after signing in (checked again by `safeNext`). */
const next = z.string().max(2000).optional().default("");

export const signUpSchema = z
  .object({ name, email, password: newPassword })
  .refine((v) => !containsEmailName(v.password, v.email), { path: ["password"], message: "errors.passwordEmail" });

/** A password built around the address's name part (4+ characters) is easy to guess. */
function containsEmailName(password: string, address: string): boolean {
  const name = address.split("@")[0] ?? "";
  return name.length >= 4 && password.toLowerCase().includes(name);
}

export const signInSchema = z.object({ email, password: currentPassword });

/** The two forms of /auth. */
export const authForms = z.discriminatedUnion("intent", [
  signInSchema.extend({ intent: z.literal("signin"), next }),
  z
    .object({ intent: z.literal("signup"), next, name, email, password: newPassword })
    .refine((v) => !containsEmailName(v.password, v.email), { path: ["password"], message: "errors.passwordEmail" }),
]);
export type AuthForm = z.infer<typeof authForms>;

export const forgotPasswordSchema = z.object({ intent: z.literal("forgot"), email });

export const resetPasswordSchema = z
  .object({
    intent: z.literal("reset"),
    token: z.string({ error: "reset.invalidText" }).min(1, "reset.invalidText").max(500, "reset.invalidText"),
    password: newPassword,
    confirm: z.string().optional().default(""),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordMismatch" });

/** The confirmation form of /auth/verify-email (the link's token and the account's password). */
export const verifyEmailSchema = z.object({
  intent: z.literal("verify"),
  token: z.string().optional().default(""),
  password: z.string().optional().default(""),
});

export const profileSchema = z.object({
  intent: z.literal("profile"),
  name,
  country: z.string().trim().max(80, "errors.countryLong").optional().default(""),
  language: z.enum(languageCodes as [string, ...string[]], { error: "errors.language" }),
  newsletter: z.enum(["on"]).optional(),
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword,
    password: newPassword,
    confirm: z.string().optional().default(""),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "errors.passwordMismatch" });

export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  currentPassword,
  confirm: z.literal("on", { error: "errors.deleteConfirm" }),
});

/** The three forms of /account. */
export const accountForms = z.discriminatedUnion("intent", [profileSchema, changePasswordSchema, deleteAccountSchema]);
export type AccountForm = z.infer<typeof accountForms>;
export type AccountIntent = AccountForm["intent"];

/** Only same-site paths are followed after signing in (no open redirect). */
export function safeNext(value: unknown, fallback = "/account"): string {
  const next = safeLocalPath(value, fallback);
  return next.startsWith("/auth") || next.length > 500 ? fallback : next;
}
