import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invoiceCounters, invoicePayments, invoiceRefunds, invoices, paymentEvents, users } from "~/db/schema";
import { isoDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Deps } from "~/lib/server/deps.server";
import {
  invoiceNumber,
  lineFor,
  splitVat,
  type InvoiceItem,
  type InvoiceStatus,
  type PaymentMethod,
  type Purpose,
} from "./invoice";
import { invoiceMail } from "./mail.server";
import { cardProvider } from "./provider.server";

export type Invoice = typeof invoices.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type InvoiceRefund = typeof invoiceRefunds.$inferSelect;
export type InvoiceWithState = Invoice & { payment: InvoicePayment | null; refund: InvoiceRefund | null };

/** What a door function needs of `Deps`: the configuration, the outbox mailer and the clock. */
export type PaymentDeps = Pick<Deps, "config" | "mailer" | "clock" | "logger">;

/**
 * Issues the invoice of a purpose, or returns the one it has (idempotent per purpose). Runs in the
 * caller's transaction: the year's counter row is locked first, so parallel issues wait for each other,
 * the purpose is looked up again under that lock, and the number is the counter's next — consecutive and
 * without gaps (a rolled-back issue rolls its number back too). The "invoice issued" mail, with the PDF,
 * goes into the outbox in the same transaction.
 */
export async function issueInvoice(
  tx: Database,
  deps: PaymentDeps,
  input: { userId: string; purpose: Purpose; item: InvoiceItem },
): Promise<Invoice> {
  const { invoice, payerLanguage } = await insertInvoice(tx, deps.config.invoices, deps.clock.now(), input);
  if (payerLanguage === undefined) return invoice;
  await deps.mailer.send(
    await invoiceMail("issued", languageOf(payerLanguage), deps.config, {
      invoice,
      withPdf: true,
      cardPayments: cardProvider(deps.config) !== null,
    }),
    { db: tx },
  );
  return invoice;
}

/**
 * The invoice of a purpose, numbered under the year's counter lock, without any mail (issueInvoice adds it; the
 * demo data uses this alone). `payerLanguage` is undefined when the purpose had its invoice already.
 */
async function insertInvoice(
  tx: Database,
  settings: Deps["config"]["invoices"],
  now: Date,
  input: { userId: string; purpose: Purpose; item: InvoiceItem },
): Promise<{ invoice: Invoice; payerLanguage?: string | null }> {
  const existing = await invoiceFor(tx, input.purpose);
  if (existing) return { invoice: existing };
  const year = now.getUTCFullYear();
  await tx.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for("update");
  const again = await invoiceFor(tx, input.purpose);
  if (again) return { invoice: again };
  const [payer] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!payer) throw new Error(`No user ${input.userId} to invoice`);
  const sequence = (counter?.last ?? 0) + 1;
  await tx.update(invoiceCounters).set({ last: sequence }).where(eq(invoiceCounters.year, year));
  const line = lineFor(input.item);
  const { netCents, vatCents } = splitVat(line.amountCents, settings.vatRateBasisPoints);
  const due = new Date(now.getTime() + settings.dueDays * 86_400_000);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      userId: input.userId,
      payerName: payer.name,
      payerEmail: payer.email,
      purposeKind: input.purpose.kind,
      purposeId: input.purpose.id,
      lines: [line],
      currency: "USD",
      netCents,
      vatCents,
      totalCents: line.amountCents,
      vatRateBasisPoints: settings.vatRateBasisPoints,
      seller: {
        legalName: settings.legalName,
        address: settings.address,
        vatNumber: settings.vatNumber,
        bankDetails: settings.bankDetails,
      },
      issuedAt: now,
      dueOn: isoDate(due),
    })
    .returning();
  return { invoice: invoice!, payerLanguage: payer.language };
}

function languageOf(value: string | null | undefined): LanguageCode {
  return value && isLanguageCode(value) ? value : "en";
}

/** The invoice of a purpose, or null. */
export async function invoiceFor(db: Database, purpose: Purpose): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.purposeKind, purpose.kind), eq(invoices.purposeId, purpose.id)));
  return row ?? null;
}

/** The invoices of several purposes of one kind, in one query (a page listing them need not ask once per row). */
export async function invoicesFor(db: Database, kind: Purpose["kind"], ids: string[]): Promise<Map<string, Invoice>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.purposeKind, kind), inArray(invoices.purposeId, ids)));
  return new Map(rows.map((row) => [row.purposeId, row]));
}

/** The status an application reads: "open", "paid", "refunded" or "void" (null: no invoice). */
export async function invoiceStatus(db: Database, purpose: Purpose): Promise<InvoiceStatus | null> {
  return (await invoiceFor(db, purpose))?.status ?? null;
}

async function withState(db: Database, rows: Invoice[]): Promise<InvoiceWithState[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [payments, refunds] = await Promise.all([
    db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, ids)),
    db.select().from(invoiceRefunds).where(inArray(invoiceRefunds.invoiceId, ids)),
  ]);
  return rows.map((row) => ({
    ...row,
    payment: payments.find((payment) => payment.invoiceId === row.id) ?? null,
    refund: refunds.find((refund) => refund.invoiceId === row.id) ?? null,
  }));
}

/** A payer's invoices, newest first, with their payment and refund. */
export async function invoicesOf(db: Database, userId: string): Promise<InvoiceWithState[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt));
  return withState(db, rows);
}

export async function invoiceById(db: Database, id: string): Promise<InvoiceWithState | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ? ((await withState(db, [row]))[0] ?? null) : null;
}

/** For finance staff: the open invoices (oldest first) and the bank refunds owed. */
export async function financeQueue(
  db: Database,
): Promise<{ open: InvoiceWithState[]; refundsOwed: InvoiceWithState[] }> {
  const open = await db.select().from(invoices).where(eq(invoices.status, "open")).orderBy(asc(invoices.issuedAt));
  const owed = await db
    .select({ invoice: invoices })
    .from(invoiceRefunds)
    .innerJoin(invoices, eq(invoices.id, invoiceRefunds.invoiceId))
    .where(inArray(invoiceRefunds.status, ["owed", "failed"]))
    .orderBy(asc(invoiceRefunds.createdAt));
  return {
    open: await withState(db, open),
    refundsOwed: await withState(
      db,
      owed.map((row) => row.invoice),
    ),
  };
}

async function lockInvoice(tx: Database, id: string): Promise<Invoice | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row ?? null;
}

/**
 * Marks an open invoice paid (under its row lock), records the payment and queues the "payment
 * received" mail. Returns false, changing nothing, when the invoice is not open (paid already,
 * refunded or void): a retried post or a repeated event pays once.
 */
async function payInvoice(
  tx: Database,
  deps: PaymentDeps,
  invoiceId: string,
  payment: {
    method: PaymentMethod;
    reference: string;
    paidOn: string;
    recordedBy: string | null;
    amountCents?: number;
  },
): Promise<boolean> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice || invoice.status !== "open") return false;
  const paid = await insertPayment(tx, invoice, payment, deps.clock.now());
  if (!paid) return false;
  await queueMail(tx, deps, "paid", paid);
  return true;
}

/** The payment row and the invoice marked paid, without mail (payInvoice adds it; the demo data uses this alone). */
async function insertPayment(
  tx: Database,
  invoice: Invoice,
  payment: {
    method: PaymentMethod;
    reference: string;
    paidOn: string;
    recordedBy: string | null;
    amountCents?: number;
  },
  now: Date,
): Promise<Invoice | null> {
  const inserted = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      method: payment.method,
      amountCents: payment.amountCents ?? invoice.totalCents,
      reference: payment.reference,
      paidOn: payment.paidOn,
      recordedBy: payment.recordedBy,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (inserted.length === 0) return null;
  const [paid] = await tx
    .update(invoices)
    .set({ status: "paid", paidAt: now })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return paid!;
}

/**
 * Demo data (app/lib/server/demo-data.server.ts): an invoice issued at `at`, paid by bank transfer when `paidOn`
 * is given. No mail: the demo's payers are fictional and nobody is told anything.
 */
export async function seedInvoice(
  tx: Database,
  settings: Deps["config"]["invoices"],
  input: { userId: string; purpose: Purpose; item: InvoiceItem; at: Date; paidOn?: string },
): Promise<Invoice> {
  const { invoice } = await insertInvoice(tx, settings, input.at, input);
  if (!input.paidOn || invoice.status !== "open") return invoice;
  const payment = {
    method: "bank" as const,
    reference: `DEMO-${invoice.number}`,
    paidOn: input.paidOn,
    recordedBy: null,
  };
  return (await insertPayment(tx, invoice, payment, input.at)) ?? invoice;
}

async function queueMail(tx: Database, deps: PaymentDeps, kind: "paid" | "refunded", invoice: Invoice) {
  if (!invoice.userId) return;
  const [payer] = await tx.select({ language: users.language }).from(users).where(eq(users.id, invoice.userId));
  await deps.mailer.send(await invoiceMail(kind, languageOf(payer?.language), deps.config, { invoice }), { db: tx });
}

/** Finance staff record a bank transfer; false when the invoice was not open (nothing recorded). */
export async function recordBankPayment(
  db: Database,
  deps: PaymentDeps,
  input: { invoiceId: string; reference: string; paidOn: string; staffId: string },
): Promise<boolean> {
  return db.transaction(async (tx) =>
    payInvoice(tx as unknown as Database, deps, input.invoiceId, {
      method: "bank",
      reference: input.reference,
      paidOn: input.paidOn,
      recordedBy: input.staffId,
    }),
  );
}

/** The outcome of a refund request. */
export type RefundOutcome = "voided" | "refundPending" | "refundOwed" | "none";

/**
 * Refunds the fee of a purpose, in the caller's transaction (the rule: `refundRule` of ./invoice). An
 * open invoice is voided; a paid card payment gets a pending refund that `performPendingRefunds` sends to
 * the provider after the commit (never from inside a transaction); a paid bank transfer gets a refund
 * owed, which finance staff mark paid. Once per invoice: a second call changes nothing ("none").
 */
export async function refundFor(
  tx: Database,
  deps: PaymentDeps,
  purpose: Purpose,
  reason: "withdrawnBeforeReview" | "staffDecision" | "bookingCancelled",
): Promise<RefundOutcome> {
  const found = await invoiceFor(tx, purpose);
  if (!found) return "none";
  const invoice = await lockInvoice(tx, found.id);
  if (!invoice) return "none";
  if (invoice.status === "open") {
    await tx.update(invoices).set({ status: "void", voidedAt: deps.clock.now() }).where(eq(invoices.id, invoice.id));
    return "voided";
  }
  if (invoice.status !== "paid") return "none";
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
  if (!payment) return "none";
  const card = payment.method === "card";
  const inserted = await tx
    .insert(invoiceRefunds)
    .values({
      invoiceId: invoice.id,
      method: payment.method,
      amountCents: payment.amountCents,
      reason,
      status: card ? "pending" : "owed",
    })
    .onConflictDoNothing()
    .returning({ id: invoiceRefunds.id });
  if (inserted.length === 0) return "none";
  return card ? "refundPending" : "refundOwed";
}

async function completeRefund(
  tx: Database,
  deps: PaymentDeps,
  refundId: string,
  done: { providerRefundId?: string; reference?: string; staffId?: string },
): Promise<boolean> {
  const [refund] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, refundId)).for("update");
  if (!refund || refund.status === "done") return false;
  const now = deps.clock.now();
  await tx
    .update(invoiceRefunds)
    .set({
      status: "done",
      doneAt: now,
      providerRefundId: done.providerRefundId ?? null,
      reference: done.reference ?? null,
      doneBy: done.staffId ?? null,
      lastError: null,
    })
    .where(eq(invoiceRefunds.id, refundId));
  const [invoice] = await tx
    .update(invoices)
    .set({ status: "refunded" })
    .where(eq(invoices.id, refund.invoiceId))
    .returning();
  await queueMail(tx, deps, "refunded", invoice!);
  return true;
}

/** Finance staff mark a bank refund paid; false when there was none owed. */
export async function markRefundPaid(
  db: Database,
  deps: PaymentDeps,
  input: { invoiceId: string; reference: string; staffId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(invoiceRefunds)
      .where(and(eq(invoiceRefunds.invoiceId, input.invoiceId), inArray(invoiceRefunds.status, ["owed", "failed"])));
    if (!refund || refund.method !== "bank") return false;
    return completeRefund(tx as unknown as Database, deps, refund.id, {
      reference: input.reference,
      staffId: input.staffId,
    });
  });
}

const MAX_REFUND_ATTEMPTS = 8;

/**
 * Sends the pending card refunds to the provider, one at a time, outside any transaction: each is
 * claimed (attempts + 1, so a crashed run is retried later), asked of the provider with its id as the
 * idempotency key (a retry after a lost answer refunds once), then completed in its own transaction.
 * After MAX_REFUND_ATTEMPTS failures a refund is "failed" and shows in finance's queue.
 */
export async function performPendingRefunds(deps: PaymentDeps & Pick<Deps, "db">): Promise<number> {
  const provider = cardProvider(deps.config);
  if (!provider) return 0;
  const pending = await deps.db
    .select({ refund: invoiceRefunds, reference: invoicePayments.reference })
    .from(invoiceRefunds)
    .innerJoin(invoicePayments, eq(invoicePayments.invoiceId, invoiceRefunds.invoiceId))
    .where(eq(invoiceRefunds.status, "pending"))
    .orderBy(asc(invoiceRefunds.createdAt))
    .limit(50);
  let done = 0;
  for (const { refund, reference } of pending) {
    const claimed = await deps.db
      .update(invoiceRefunds)
      .set({ attempts: sql`${invoiceRefunds.attempts} + 1` })
      .where(and(eq(invoiceRefunds.id, refund.id), eq(invoiceRefunds.status, "pending")))
      .returning({ attempts: invoiceRefunds.attempts });
    if (claimed.length === 0) continue;
    try {
      const result = await provider.refund({
        paymentIntent: reference,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
      });
      const completed = await deps.db.transaction((tx) =>
        completeRefund(tx as unknown as Database, deps, refund.id, { providerRefundId: result.id }),
      );
      if (completed) done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ err: error, refund: refund.id }, "card refund failed");
      await deps.db
        .update(invoiceRefunds)
        .set({
          lastError: message.slice(0, 500),
          ...(claimed[0]!.attempts >= MAX_REFUND_ATTEMPTS ? { status: "failed" } : {}),
        })
        .where(eq(invoiceRefunds.id, refund.id));
    }
  }
  return done;
}

/**
 * Handles one verified provider event, once per event id (stored in `payment_events` in the same
 * transaction). A completed or asynchronously succeeded checkout pays its invoice — once, whatever the
 * order or repetition of events (the invoice must still be open; one payment per invoice). Amount and
 * currency must match the invoice; otherwise nothing is paid and the event is logged.
 */
export async function handleProviderEvent(
  deps: PaymentDeps & Pick<Deps, "db">,
  event: { id: string; type: string; data: { object: unknown } },
): Promise<"paid" | "ignored" | "duplicate"> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const stored = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return "duplicate";
    if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") {
      return "ignored";
    }
    const session = event.data.object as {
      id: string;
      payment_status?: string;
      amount_total?: number | null;
      currency?: string | null;
      payment_intent?: string | { id: string } | null;
      metadata?: Record<string, string> | null;
    };
    if (session.payment_status !== "paid") return "ignored";
    const invoiceId = session.metadata?.invoiceId;
    if (!invoiceId || !/^[0-9a-f-]{36}$/.test(invoiceId)) return "ignored";
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (
      !invoice ||
      session.amount_total !== invoice.totalCents ||
      (session.currency ?? "").toUpperCase() !== invoice.currency
    ) {
      deps.logger.warn({ event: event.id, invoiceId }, "checkout event does not match its invoice");
      return "ignored";
    }
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    const paid = await payInvoice(tx, deps, invoiceId, {
      method: "card",
      reference: intent ?? session.id,
      paidOn: isoDate(deps.clock.now()),
      recordedBy: null,
    });
    if (!paid && invoice.status !== "open") {
      deps.logger.warn({ event: event.id, invoice: invoice.number }, "card payment for an invoice that is not open");
    }
    return paid ? "paid" : "ignored";
  });
}
