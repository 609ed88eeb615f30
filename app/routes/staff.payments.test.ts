import { describe, expect, it } from "vitest";
import { getAppContext } from "~/lib/server/app-context.server";
import type { Database } from "~/db/client.server";
import { invoicePayments } from "~/db/schema";
import { invoiceFor, issueInvoice } from "~/features/payments/index.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { TEST_STRIPE_ENV, checkoutEvent, signedEvent } from "../../tests/support/stripe-stand-in";
import { action as staffAction, loader as staffLoader } from "./staff.payments";
import { loader as pdfLoader } from "./account.invoices.$id[.]pdf";
import { action as webhook } from "./payments.stripe.webhook";
import { loader as accountLoader } from "./account.invoices";

// Card payments on, the SDK pointed at a closed local port: these tests never call Stripe's API.
const t = setupRouteTests({ env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: "http://127.0.0.1:9" } });

async function invoiceForMember() {
  const member = await t.createUser("member", "Mo Member", "mo@example.org");
  const app = getAppContext(t.context());
  const invoice = await t.db.transaction((tx) =>
    issueInvoice(tx as unknown as Database, app, {
      userId: member,
      purpose: { kind: "certificationApplication", id: "app-route" },
      item: { kind: "applicationFee", level: "associate", basis: "member" },
    }),
  );
  return invoice;
}

describe("/staff/payments", () => {
  it("finance staff record a bank transfer once; members are refused", async () => {
    const invoice = await invoiceForMember();
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const member = await t.signIn("mo@example.org");
    const page = await outcomeOf(() =>
      staffLoader(routeArgs({ request: t.get("/staff/payments", admin), params: {}, context: t.context() })),
    );
    expect((page.data as { open: Array<{ number: string }> }).open.map((row) => row.number)).toEqual([invoice.number]);
    const refused = await outcomeOf(() =>
      staffLoader(routeArgs({ request: t.get("/staff/payments", member), params: {}, context: t.context() })),
    );
    expect(refused.status).toBe(403);
    const post = () =>
      outcomeOf(() =>
        staffAction(
          routeArgs({
            request: t.post(
              "/staff/payments",
              { intent: "recordPayment", invoiceId: invoice.id, reference: "BANK-1", paidOn: "2026-01-02" },
              admin,
            ),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const first = await post();
    expect(first.status).toBe(302);
    expect(t.flash(first)?.key).toBe("done.recorded");
    const retry = await post();
    expect(t.flash(retry)?.key).toBe("done.alreadyPaid");
    expect(await t.db.select().from(invoicePayments)).toHaveLength(1);
    const byMember = await outcomeOf(() =>
      staffAction(
        routeArgs({
          request: t.post(
            "/staff/payments",
            { intent: "recordPayment", invoiceId: invoice.id, reference: "X", paidOn: "2026-01-02" },
            member,
          ),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(byMember.status).toBe(403);
  });

  it("the PDF goes to its payer and finance staff only", async () => {
    const invoice = await invoiceForMember();
    await t.createUser("member", "Other", "other@example.org");
    const payer = await t.signIn("mo@example.org");
    const other = await t.signIn("other@example.org");
    const mine = await pdfLoader(
      routeArgs({
        request: t.get(`/account/invoices/${invoice.id}.pdf`, payer),
        params: { id: invoice.id },
        context: t.context(),
      }),
    );
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    const theirs = await outcomeOf(() =>
      pdfLoader(
        routeArgs({
          request: t.get(`/account/invoices/${invoice.id}.pdf`, other),
          params: { id: invoice.id },
          context: t.context(),
        }),
      ),
    );
    expect(theirs.status).toBe(404);
  });
});

describe("the Stripe webhook", () => {
  it("refuses a bad signature and pays once for a replayed event", async () => {
    const invoice = await invoiceForMember();
    const { payload, signature } = signedEvent(checkoutEvent("evt_route", invoice));
    const call = (sig: string) =>
      webhook(
        routeArgs({
          request: new Request("http://localhost/payments/stripe/webhook", {
            method: "POST",
            headers: { "stripe-signature": sig, "content-type": "application/json" },
            body: payload,
          }),
          params: {},
          context: t.context(),
        }),
      );
    expect((await call("t=1,v1=bad")).status).toBe(400);
    expect((await call(signature)).status).toBe(200);
    expect(await (await call(signature)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await invoiceFor(t.db, { kind: "certificationApplication", id: "app-route" }))!.status).toBe("paid");
  });
});

describe("/account/invoices", () => {
  it("lists the payer's invoice with card payment offered", async () => {
    await invoiceForMember();
    const payer = await t.signIn("mo@example.org");
    const page = await outcomeOf(() =>
      accountLoader(routeArgs({ request: t.get("/account/invoices", payer), params: {}, context: t.context() })),
    );
    const loaded = page.data as { cards: boolean; invoices: Array<{ status: string; canPay: boolean }> };
    expect(loaded.cards).toBe(true);
    expect(loaded.invoices).toMatchObject([{ status: "open", canPay: true }]);
  });
});
