/**
 * Staff duties (ISO/IEC 17024 clause 4.3 and 9; docs/decisions/040): what a staff member may do beyond
 * their role. Defined here, beside the roles, because the viewer is built by the auth feature at the
 * bottom of the features' order; the staff feature's door exports them (`~/features/staff`).
 */
export const duties = [
  "applicationReviewer",
  "certificationDecision",
  "appealsPanel",
  "examAdministration",
  "invigilation",
  "assessment",
  "finance",
] as const;
export type Duty = (typeof duties)[number];

export function isDuty(value: unknown): value is Duty {
  return typeof value === "string" && (duties as readonly string[]).includes(value);
}
