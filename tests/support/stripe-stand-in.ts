// Test helper (not a test): a local stand-in for Stripe's API, so tests never reach the network. The SDK
// is pointed at it with STRIPE_API_URL (host/port/protocol); it answers Checkout sessions and refunds,
// remembers each request (path, form body, idempotency key) and can be told to fail.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StandInRequest = { path: string; body: URLSearchParams; idempotencyKey: string | undefined };

export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const byKey = new Map<string, string>();
  let failNext = 0;
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ path: req.url ?? "", body, idempotencyKey });
      res.setHeader("Content-Type", "application/json");
      if (failNext > 0) {
        failNext -= 1;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: "api_error", message: "stand-in failure" } }));
        return;
      }
      const remembered = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (remembered) {
        res.end(remembered);
        return;
      }
      counter += 1;
      let answer: string;
      if (req.url === "/v1/checkout/sessions") {
        const id = `cs_test_${counter}`;
        answer = JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/pay/${id}`,
          amount_total: Number(body.get("line_items[0][price_data][unit_amount]")),
          currency: body.get("line_items[0][price_data][currency]"),
          metadata: { invoiceId: body.get("metadata[invoiceId]") },
        });
      } else if (req.url === "/v1/refunds") {
        answer = JSON.stringify({ id: `re_test_${counter}`, object: "refund", status: "succeeded" });
      } else {
        res.statusCode = 404;
        answer = JSON.stringify({ error: { type: "invalid_request_error", message: `no ${req.url}` } });
      }
      if (idempotencyKey && res.statusCode === 200) byKey.set(idempotencyKey, answer);
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNextRequests: (count: number) => (failNext = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_standin",
  STRIPE_WEBHOOK_SECRET: "whsec_standinsecret",
};

/** A signed webhook call's body and Stripe-Signature header, as Stripe would send it. */
export function signedEvent(event: object, secret = TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_standin").webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

/** A "checkout completed" event for an invoice. */
export function checkoutEvent(
  id: string,
  invoice: { id: string; totalCents: number },
  options: { type?: string; paymentStatus?: string; intent?: string } = {},
) {
  return {
    id,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    data: {
      object: {
        id: `cs_${invoice.id.slice(0, 8)}`,
        object: "checkout.session",
        payment_status: options.paymentStatus ?? "paid",
        amount_total: invoice.totalCents,
        currency: "usd",
        payment_intent: options.intent ?? `pi_${invoice.id.slice(0, 8)}`,
        metadata: { invoiceId: invoice.id },
      },
    },
  };
}
