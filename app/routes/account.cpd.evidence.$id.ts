import type { Route } from "./+types/account.cpd.evidence.$id";
import { evidenceResponse } from "~/features/cpd/index.server";

/** An evidence file of the CPD ledger: to its member and admins only, else 404. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return evidenceResponse(request, context, params.id);
}
