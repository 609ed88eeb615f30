// The auth feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/auth/ (decision 038; eslint's feature-doors rule).
export {
  accountForms,
  authForms,
  forgotPasswordSchema,
  resetPasswordSchema,
  safeNext,
  verifyEmailSchema,
} from "./account";
export { DeleteSection, PasswordSection, ProfileSection } from "./components/account-forms";
export { MailSentCard, SignInForm, SignUpForm, TabLink } from "./components/auth-forms";
export { DeadLinkCard } from "./components/dead-link-card";
export { ResultsSection } from "./components/results-section";
export { SectionCard } from "./components/section-card";
export { languageChoiceSchema, unlockSchema } from "./open-forms";
export { duties, isDuty } from "./duties";
export type { Duty } from "./duties";
export { ensure } from "./policy";
export type { Viewer } from "./policy";
export { hasRole, isRole, roles } from "./roles";
export type { Role } from "./roles";
