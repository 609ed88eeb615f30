import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { invoicePayments, invoiceRefunds, invoices, mailOutbox, users } from "~/db/schema";
import { setupTestDatabase, testDeps } from "../../../tests/support/test-db.server";
import { TEST_STRIPE_ENV, checkoutEvent, startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { readPdf } from "../../../tests/support/pdf-text";

const pdfText = (pdf: Buffer) => readPdf(pdf).text;
import {
  handleProviderEvent,
  invoiceFor,
  invoicesOf,
  issueInvoice,
  markRefundPaid,
  performPendingRefunds,
  recordBankPayment,
  refundFor,
} from "./invoices.server";
import { invoicePdf } from "./invoice-pdf.server";

const database = setupTestDatabase();
const clock = { now: () => new Date("2026-12-07T10:00:00Z") };
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const bankDeps = () => testDeps(database.db, { clock });
const cardDeps = () => testDeps(database.db, { clock, env: { ...TEST_STRIPE_ENV, STRIPE_API_URL: standIn.url } });

async function payer(id = "payer-1", language = "en") {
  await database.db
    .insert(users)
    .values({ id, name: `Pat ${id}`, email: `${id}@example.org`, language })
    .onConflictDoNothing();
  return id;
}

const application = (id: string) => ({ kind: "certificationApplication" as const, id });
const fee = { kind: "applicationFee" as const, level: "professional" as const, basis: "nonMember" as const };

async function issue(deps: ReturnType<typeof testDeps>, userId: string, purposeId: string) {
  return database.db.transaction((tx) =>
    issueInvoice(tx as unknown as Database, deps, { userId, purpose: application(purposeId), item: fee }),
  );
}

describe("issueInvoice", () => {
  it("numbers the invoice, takes the level's fee and splits the VAT; mails it with the PDF", async () => {
    const userId = await payer();
    const invoice = await issue(bankDeps(), userId, "app-1");
    expect(invoice.number).toBe("GC-2026-000001");
    expect(invoice.totalCents).toBe(54_500);
    expect(invoice.netCents + invoice.vatCents).toBe(54_500);
    expect(invoice.vatRateBasisPoints).toBe(2400);
    expect(invoice.lines).toEqual([
      { key: "applicationFee", params: { level: "professional", basis: "nonMember" }, amountCents: 54_500 },
    ]);
    expect(invoice.status).toBe("open");
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Invoice GC-2026-000001 from GeoCert");
    expect(mails[0]!.attachments?.[0]).toMatchObject({
      filename: "GC-2026-000001.pdf",
      contentType: "application/pdf",
    });
    expect(mails[0]!.text).toContain("bank transfer");
  });

  it("parallel calls for the same purpose create one invoice, one number, one mail", async () => {
    const userId = await payer();
    const results = await Promise.all(Array.from({ length: 6 }, () => issue(bankDeps(), userId, "app-same")));
    expect(new Set(results.map((invoice) => invoice.id)).size).toBe(1);
    expect(await database.db.select().from(invoices)).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
    // The next invoice takes the next number: none was burnt.
    expect((await issue(bankDeps(), userId, "app-next")).number).toBe("GC-2026-000002");
  });

  it("parallel invoices for different purposes get distinct consecutive numbers", async () => {
    const userId = await payer();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => issue(bankDeps(), userId, `app-${i}`)));
    const sequences = results.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(results.map((invoice) => invoice.number)).size).toBe(8);
  });

  it("a rolled-back issue leaves no gap", async () => {
    const userId = await payer();
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx as unknown as Database, bankDeps(), { userId, purpose: application("lost"), item: fee });
        throw new Error("the application failed to save");
      }),
    ).rejects.toThrow("failed to save");
    expect((await issue(bankDeps(), userId, "kept")).number).toBe("GC-2026-000001");
  });

  it("renders the lines in the reader's language, from the stored keys", async () => {
    const userId = await payer("payer-is", "is");
    const invoice = await issue(bankDeps(), userId, "app-is");
    const text = await pdfText(await invoicePdf(invoice, "is"));
    expect(text).toContain("GC-2026-000001");
    const english = await pdfText(await invoicePdf(invoice, "en"));
    expect(english).toContain("Certification application and exam fee");
    expect(english).toContain("VAT 24 %");
    expect(english).toContain("GeoCert Certification Body ehf. (fictional)");
    expect(english).toContain("IBAN IS00");
    expect(text).not.toContain("Certification application and exam fee");
  });
});

describe("bank transfers", () => {
  it("a retried record pays once and mails once", async () => {
    const userId = await payer();
    const invoice = await issue(bankDeps(), userId, "app-bank");
    const staff = await payer("staff-1");
    const input = { invoiceId: invoice.id, reference: "BANK-778", paidOn: "2026-12-06", staffId: staff };
    const outcomes = await Promise.all([
      recordBankPayment(database.db, bankDeps(), input),
      recordBankPayment(database.db, bankDeps(), input),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await recordBankPayment(database.db, bankDeps(), input)).toBe(false);
    expect(await database.db.select().from(invoicePayments)).toHaveLength(1);
    expect((await invoiceFor(database.db, application("app-bank")))!.status).toBe("paid");
    const paidMails = (await database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.startsWith("Payment"),
    );
    expect(paidMails).toHaveLength(1);
  });
});

describe("the card webhook", () => {
  it("a replayed event, another event for the same payment, and out-of-order events pay once", async () => {
    const userId = await payer();
    const deps = cardDeps();
    const invoice = await issue(deps, userId, "app-card");
    // The async success arrives before the completion; then the completion; then the first again.
    const asyncEvent = checkoutEvent("evt_async", invoice, { type: "checkout.session.async_payment_succeeded" });
    const completed = checkoutEvent("evt_done", invoice);
    expect(await handleProviderEvent(deps, checkoutEvent("evt_unpaid", invoice, { paymentStatus: "unpaid" }))).toBe(
      "ignored",
    );
    const first = await Promise.all([handleProviderEvent(deps, asyncEvent), handleProviderEvent(deps, asyncEvent)]);
    expect(first.sort()).toEqual(["duplicate", "paid"]);
    expect(await handleProviderEvent(deps, completed)).toBe("ignored");
    expect(await handleProviderEvent(deps, asyncEvent)).toBe("duplicate");
    const payments = await database.db.select().from(invoicePayments);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: "card",
      reference: `pi_${invoice.id.slice(0, 8)}`,
      amountCents: 54_500,
    });
  });

  it("an event whose amount differs from the invoice pays nothing", async () => {
    const userId = await payer();
    const deps = cardDeps();
    const invoice = await issue(deps, userId, "app-wrong");
    expect(await handleProviderEvent(deps, checkoutEvent("evt_cheap", { id: invoice.id, totalCents: 100 }))).toBe(
      "ignored",
    );
    expect((await invoiceFor(database.db, application("app-wrong")))!.status).toBe("open");
  });
});

describe("refunds", () => {
  it("an open invoice is cancelled instead", async () => {
    const userId = await payer();
    await issue(bankDeps(), userId, "app-open");
    const outcome = await database.db.transaction((tx) =>
      refundFor(tx as unknown as Database, bankDeps(), application("app-open"), "withdrawnBeforeReview"),
    );
    expect(outcome).toBe("voided");
    expect((await invoiceFor(database.db, application("app-open")))!.status).toBe("void");
  });

  it("a bank payment records a refund owed that finance marks paid, once", async () => {
    const userId = await payer();
    const invoice = await issue(bankDeps(), userId, "app-back");
    await recordBankPayment(database.db, bankDeps(), {
      invoiceId: invoice.id,
      reference: "B1",
      paidOn: "2026-12-01",
      staffId: userId,
    });
    const refund = () =>
      database.db.transaction((tx) =>
        refundFor(tx as unknown as Database, bankDeps(), application("app-back"), "withdrawnBeforeReview"),
      );
    expect(await refund()).toBe("refundOwed");
    expect(await refund()).toBe("none");
    const mark = () =>
      markRefundPaid(database.db, bankDeps(), { invoiceId: invoice.id, reference: "OUT-1", staffId: userId });
    expect((await Promise.all([mark(), mark()])).filter(Boolean)).toHaveLength(1);
    expect((await invoicesOf(database.db, userId))[0]).toMatchObject({
      status: "refunded",
      refund: { status: "done", reference: "OUT-1" },
    });
    expect(
      (await database.db.select().from(mailOutbox)).filter((mail) => mail.subject.startsWith("Refund")),
    ).toHaveLength(1);
  });

  it("a card payment's refund is pending until the task asks the provider, once, outside the transaction", async () => {
    const userId = await payer();
    const deps = cardDeps();
    const invoice = await issue(deps, userId, "app-cardback");
    await handleProviderEvent(deps, checkoutEvent("evt_pay", invoice, { intent: "pi_card_1" }));
    const before = standIn.requests.length;
    expect(
      await database.db.transaction((tx) =>
        refundFor(tx as unknown as Database, deps, application("app-cardback"), "withdrawnBeforeReview"),
      ),
    ).toBe("refundPending");
    expect(standIn.requests.length).toBe(before);
    // The first attempt fails (the stand-in answers 500 past the SDK's retries): still pending.
    standIn.failNextRequests(3);
    expect(await performPendingRefunds(deps)).toBe(0);
    const [pending] = await database.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoice.id));
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(await performPendingRefunds(deps)).toBe(1);
    expect(await performPendingRefunds(deps)).toBe(0);
    const refundCalls = standIn.requests.filter((request) => request.path === "/v1/refunds");
    expect(new Set(refundCalls.map((request) => request.idempotencyKey))).toEqual(new Set([`refund-${pending!.id}`]));
    expect(refundCalls.at(-1)!.body.get("payment_intent")).toBe("pi_card_1");
    expect(refundCalls.at(-1)!.body.get("amount")).toBe("54500");
    expect((await invoiceFor(database.db, application("app-cardback")))!.status).toBe("refunded");
  });
});
