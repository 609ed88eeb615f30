import type { Route } from "./+types/account.invoices.$id[.]pdf";
import { requireUser } from "~/features/auth/index.server";
import { invoiceDownload } from "~/features/payments/index.server";

/** An invoice's PDF: its payer and finance staff; anyone else 404 (app/features/payments/policy.ts). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return invoiceDownload(context, await requireUser(request, context), params.id);
}
