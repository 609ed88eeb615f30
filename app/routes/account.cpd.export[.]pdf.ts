import type { Route } from "./+types/account.cpd.export[.]pdf";
import { exportResponse } from "~/features/cpd/index.server";

/** The member's CPD ledger as PDF, in their language; sign-in required. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, "pdf");
}
