import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { invoiceFor, issueInvoice, recordBankPayment } from "~/features/payments/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { TEST_STRIPE_ENV, startStripeStandIn } from "../../tests/support/stripe-stand-in";
import { action } from "./account.invoices";

// Card payments on, the SDK pointed at a local stand-in for Stripe's API (its port is known once it listens).
const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const t = setupRouteTests({ env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: stripe.url } });

const purpose = { kind: "certificationApplication", id: "app-invoices" } as const;

async function invoiceOf(email: string) {
  const userId = await t.createUser("member", "Mo Member", email);
  const app = getAppContext(t.context());
  const invoice = await t.db.transaction((tx) =>
    issueInvoice(tx as unknown as Database, app, {
      userId,
      purpose,
      item: { kind: "applicationFee", level: "associate", basis: "member" },
    }),
  );
  return { userId, invoice, cookie: await t.signIn(email) };
}

const pay = (invoiceId: string, cookie?: string) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post("/account/invoices", { intent: "payByCard", invoiceId }, cookie),
        params: {},
        context: t.context(),
      }),
    ),
  );
const checkoutsAsked = () => stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");

describe("/account/invoices: pay by card", () => {
  it("sends the payer to a Stripe checkout for this invoice's amount, coming back to the invoices page", async () => {
    const before = checkoutsAsked().length;
    const { invoice, cookie } = await invoiceOf("mo@example.org");
    const out = await pay(invoice.id, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const asked = checkoutsAsked().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body.get("metadata[invoiceId]")).toBe(invoice.id);
    expect(asked[0]!.body.get("line_items[0][price_data][unit_amount]")).toBe(String(invoice.totalCents));
    expect(asked[0]!.body.get("success_url")).toBe("http://localhost:3999/account/invoices?checkout=success");
    // Paying is Stripe's to confirm (the webhook): the invoice stays open until then.
    expect((await invoiceFor(t.db, purpose))!.status).toBe("open");
  });

  it("is the payer's alone: signed out → /auth, another member's invoice → 404, and Stripe is not asked", async () => {
    const before = checkoutsAsked().length;
    const { invoice } = await invoiceOf("mo@example.org");
    const signedOut = await pay(invoice.id);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/auth?next=%2Faccount%2Finvoices");
    await t.createUser("member", "Ola Other", "ola@example.org");
    expect((await pay(invoice.id, await t.signIn("ola@example.org"))).status).toBe(404);
    expect(checkoutsAsked().length).toBe(before);
  });

  it("refuses a paid invoice (409) without asking Stripe", async () => {
    const before = checkoutsAsked().length;
    const { userId, invoice, cookie } = await invoiceOf("mo@example.org");
    await recordBankPayment(t.db, getAppContext(t.context()), {
      invoiceId: invoice.id,
      reference: "BANK-1",
      paidOn: "2026-05-02",
      staffId: userId,
    });
    const out = await pay(invoice.id, cookie);
    expect(out.status).toBe(409);
    expect(out.data).toMatchObject({ formError: "checkout.unavailable", values: { invoiceId: invoice.id } });
    expect(checkoutsAsked().length).toBe(before);
  });

  it("says so when Stripe cannot be reached (502), keeping the invoice open", async () => {
    const { invoice, cookie } = await invoiceOf("mo@example.org");
    // More failures than the SDK's retries.
    stripe.failNextRequests(10);
    const out = await pay(invoice.id, cookie);
    stripe.failNextRequests(0);
    expect(out.status).toBe(502);
    expect(out.data).toMatchObject({ formError: "checkout.failed", values: { invoiceId: invoice.id } });
    expect((await invoiceFor(t.db, purpose))!.status).toBe("open");
  });

  it("refuses an invoice id that is not one on its field", async () => {
    const { cookie } = await invoiceOf("mo@example.org");
    const out = await pay("not-an-id", cookie);
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ fieldErrors: { invoiceId: "errors.notFound" } });
  });
});
