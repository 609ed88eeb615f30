import { data } from "react-router";
import type { Duty } from "./duties";
import type { Role } from "./roles";

/**
 * Who is asking, as a feature's policy sees it (`app/features/<feature>/policy.ts`): signed out is null.
 * A policy is a set of plain functions of the viewer and the thing acted on, asked alike by the
 * loader (what to offer), the action (what to accept) and the component (what to draw).
 * `duties`: a staff member's duties (docs/decisions/040); every duty for an admin, none for the others.
 */
export type Viewer = { id: string; role: Role; duties: readonly Duty[] } | null;

/** In an action: refuses (403, the site's error page) what the policy does not allow. */
export function ensure(allowed: boolean): asserts allowed {
  if (!allowed) throw data({ reason: "forbidden" }, { status: 403 });
}
