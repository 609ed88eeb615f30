/**
 * Roles, from least to most trusted: member (default), partner (an organisation's verifier or
 * employer: bulk verification, job posting), staff (the body's employees: what they may do is their
 * duties, ./duties.ts and docs/decisions/040), admin (the site's administrators, who hold every duty).
 * Shared by server guards and the UI.
 */
export const roles = ["member", "partner", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Whether a user with `role` may use something open to `allowed` (admins may use everything). */
export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  if (!role) return false;
  return role === "admin" || allowed.includes(role);
}
