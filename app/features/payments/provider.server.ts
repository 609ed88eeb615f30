import Stripe from "stripe";
import type { Config } from "~/lib/server/env.server";

/** What the payment pages and the webhook need of a card provider; Stripe Checkout is the one we have. */
export type CardProvider = {
  /** A hosted checkout page for an invoice's total; the webhook learns the outcome. */
  createCheckout: (input: {
    invoiceId: string;
    number: string;
    description: string;
    amountCents: number;
    currency: string;
    email: string;
    language: string;
    successUrl: string;
    cancelUrl: string;
  }) => Promise<{ id: string; url: string }>;
  /** Refunds a card payment; the same idempotency key never refunds twice (Stripe keeps it 24 hours or more). */
  refund: (input: { paymentIntent: string; amountCents: number; idempotencyKey: string }) => Promise<{ id: string }>;
  /** The event of a webhook call, or an Error when its signature does not match the payload. */
  verifyEvent: (payload: string, signature: string) => Stripe.Event | Error;
};

/** Checkout's locales among our languages (Stripe has no isiZulu, Tagalog or Swahili page: "auto"). */
const checkoutLocales = new Set(["en", "es", "fr", "id", "ja", "tr", "zh"]);

export function createStripeProvider(settings: NonNullable<Config["invoices"]["stripe"]>): CardProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
  return {
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: input.invoiceId,
          customer_email: input.email,
          locale: (checkoutLocales.has(input.language) ? input.language : "auto") as "auto",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: `${input.number} — ${input.description}` },
              },
            },
          ],
          metadata: { invoiceId: input.invoiceId, invoiceNumber: input.number },
          payment_intent_data: { metadata: { invoiceId: input.invoiceId, invoiceNumber: input.number } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One open session per invoice and amount within Stripe's idempotency window.
        { idempotencyKey: `checkout-${input.invoiceId}-${input.amountCents}-${Math.floor(Date.now() / 3_600_000)}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntent, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
    verifyEvent(payload, signature) {
      try {
        return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    },
  };
}

/**
 * The card provider of a configuration, built once per configuration (the server builds one at start;
 * tests build their own configuration pointing at a local stand-in). Null: bank transfer only.
 */
const built = new WeakMap<Config["invoices"], CardProvider | null>();
export function cardProvider(config: Pick<Config, "invoices">): CardProvider | null {
  if (!built.has(config.invoices)) {
    built.set(config.invoices, config.invoices.stripe ? createStripeProvider(config.invoices.stripe) : null);
  }
  return built.get(config.invoices)!;
}
