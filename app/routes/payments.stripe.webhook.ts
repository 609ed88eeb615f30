import type { Route } from "./+types/payments.stripe.webhook";
import { stripeWebhook } from "~/features/payments/index.server";

/** Stripe's webhook (POST only): checked by signature, handled once per event and per invoice. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return stripeWebhook(context, request);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
