import type { Viewer, Role } from "~/features/auth";

/**
 * The rules of /admin/users, asked by its loader (which rows offer controls), its action (what it
 * accepts) and its component: staff cannot lock themselves out, and the site always keeps an
 * active administrator.
 */
export type ManagedUser = { id: string; role: Role; disabled: boolean };

export type UserChange = { intent: "role"; role: Role } | { intent: "disable" } | { intent: "enable" };

export type UserChangeRefusal = "users.selfNotAllowed" | "users.lastAdmin";

/** Whether the viewer may change this account at all (role, disable, enable): an admin, not on themself. */
export function canChangeUser(viewer: Viewer, user: Pick<ManagedUser, "id">): boolean {
  return viewer?.role === "admin" && viewer.id !== user.id;
}

/** Whether the change takes an active administrator away. */
export function removesActiveAdmin(user: ManagedUser, change: UserChange): boolean {
  if (user.role !== "admin" || user.disabled) return false;
  return change.intent === "disable" || (change.intent === "role" && change.role !== "admin");
}

/**
 * Why the viewer may not make this change (a translation key of the admin namespace), or null
 * when it is allowed. `activeAdmins` is the number of active administrators now.
 */
export function refuseUserChange(
  viewer: Viewer,
  user: ManagedUser,
  change: UserChange,
  activeAdmins: number,
): UserChangeRefusal | null {
  if (!canChangeUser(viewer, user)) return "users.selfNotAllowed";
  if (removesActiveAdmin(user, change) && activeAdmins <= 1) return "users.lastAdmin";
  return null;
}
