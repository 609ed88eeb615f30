// The auth feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/auth/ (decision 038; eslint's feature-doors rule).
export { accountMail } from "./account-mail.server";
export { changePassword, deleteAccount, saveProfile } from "./account.server";
export { createAuth, getUser, requireApiRole, requireRole, requireUser, sessionRenewalCookies } from "./auth.server";
export type { Auth, SessionUser } from "./auth.server";
export { confirmEmail, pendingConfirmation } from "./email-confirmation.server";
export { accountRedirectHeaders, authErrorCode } from "./session-cookies.server";
export { openAccount, refuseOverSignInLimit, signIn } from "./sign-in.server";
export type { CheckMail } from "./sign-in.server";
export { signUp, startUnconfirmedAccountCleanup } from "./sign-up.server";
export {
  USERS_PAGE_SIZE,
  checkPassword,
  countAdmins,
  countUsersByRole,
  createUserWithPassword,
  deleteUserAndPersonalData,
  findUserByEmail,
  findUserById,
  isResetTokenValid,
  listUsers,
  replacePassword,
  setUserDisabled,
  setUserRole,
} from "./users-queries.server";
