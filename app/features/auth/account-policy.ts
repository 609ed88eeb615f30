import type { Viewer } from "./policy";

/**
 * Who may do what with an account (the account's own page and the admins' user list ask the same
 * functions). The site must keep an active administrator: the last one may not go.
 */

/** Whether `viewer` may delete their own account, `activeAdmins` being how many active admins there are. */
export function mayDeleteOwnAccount(viewer: Viewer, activeAdmins: number): boolean {
  if (!viewer) return false;
  return !isLastAdmin(viewer.role, activeAdmins);
}

/** Whether an account of `role` is the only active administrator left. */
export function isLastAdmin(role: string, activeAdmins: number): boolean {
  return role === "admin" && activeAdmins <= 1;
}
