import { data, redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { isoDate } from "~/lib/format/dates";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { refundRule, type InvoiceStatus } from "./invoice";
import {
  financeQueue,
  invoiceById,
  invoicesOf,
  markRefundPaid,
  recordBankPayment,
  type InvoiceWithState,
} from "./invoices.server";
import { canPayByCard, canRecordPayments } from "./policy";
import { cardProvider } from "./provider.server";
import { dateIn, lineText, moneyIn } from "./texts.server";

type Context = Readonly<RouterContextProvider>;

/** An invoice as the pages show it, in the request's language. */
function invoiceView(context: Context, invoice: InvoiceWithState) {
  const language = getRequestLanguage(context);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status as InvoiceStatus,
    payer: invoice.payerName,
    lines: invoice.lines.map((line) => ({
      text: lineText(line, language),
      amount: moneyIn(line.amountCents, invoice.currency, language),
    })),
    total: moneyIn(invoice.totalCents, invoice.currency, language),
    issued: dateIn(invoice.issuedAt, language),
    issuedIso: isoDate(invoice.issuedAt),
    due: dateIn(invoice.dueOn, language),
    paid: invoice.payment ? dateIn(invoice.payment.paidOn, language) : null,
    refund: invoice.refund
      ? {
          status: invoice.refund.status,
          amount: moneyIn(invoice.refund.amountCents, invoice.currency, language),
          reason: invoice.refund.reason as "withdrawnBeforeReview" | "staffDecision" | "bookingCancelled",
        }
      : null,
    bankDetails: invoice.seller.bankDetails,
  };
}

/** /account/invoices: the payer's invoices, whether the site takes cards, the refund rule. */
export async function accountInvoicesPage(context: Context, user: SessionUser) {
  const app = getAppContext(context);
  const cards = cardProvider(app.config) !== null;
  const rows = await invoicesOf(app.db, user.id);
  return data(
    {
      messages: pageMessages(context, "payments"),
      cards,
      refundShare: refundRule.share,
      invoices: rows.map((invoice) => ({
        ...invoiceView(context, invoice),
        canPay: canPayByCard(user, invoice, cards),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** "Pay by card": a Checkout session for the payer's open invoice, then off to Stripe's page. */
export async function payByCard(context: Context, user: SessionUser, invoiceId: string, form: FormData) {
  const app = getAppContext(context);
  const provider = cardProvider(app.config);
  const invoice = await invoiceById(app.db, invoiceId);
  if (!invoice || invoice.userId !== user.id) throw data(null, { status: 404 });
  if (!provider || !canPayByCard(user, invoice, true)) return refuseForm(form, "checkout.unavailable", { status: 409 });
  const base = `${app.config.siteUrl}/account/invoices`;
  try {
    const session = await provider.createCheckout({
      invoiceId: invoice.id,
      number: invoice.number,
      description: lineText(invoice.lines[0]!, user.language),
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      email: invoice.payerEmail,
      language: user.language,
      successUrl: `${base}?checkout=success`,
      cancelUrl: `${base}?checkout=cancelled`,
    });
    return redirect(session.url);
  } catch (error) {
    app.logger.warn({ err: error, invoice: invoice.number }, "checkout session failed");
    return refuseForm(form, "checkout.failed", { status: 502 });
  }
}

/** /staff/payments: open invoices and refunds owed, for finance staff. */
export async function staffPaymentsPage(context: Context, user: SessionUser) {
  ensure(canRecordPayments(user));
  const app = getAppContext(context);
  const queue = await financeQueue(app.db);
  return data(
    {
      messages: pageMessages(context, "payments"),
      today: isoDate(app.clock.now()),
      open: queue.open.map((invoice) => invoiceView(context, invoice)),
      refundsOwed: queue.refundsOwed.map((invoice) => invoiceView(context, invoice)),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function recordPaymentFor(
  context: Context,
  user: SessionUser,
  input: { invoiceId: string; reference: string; paidOn: string },
  form: FormData,
) {
  const app = getAppContext(context);
  if (input.paidOn > isoDate(app.clock.now())) return refuseFields(form, { paidOn: "errors.dateInvalid" });
  const invoice = await invoiceById(app.db, input.invoiceId);
  if (!invoice) return refuseForm(form, "errors.notFound", { status: 404 });
  const recorded = await recordBankPayment(app.db, app, { ...input, staffId: user.id });
  throw redirectWithFlash(context, "/staff/payments", {
    ns: "payments",
    key: recorded ? "done.recorded" : "done.alreadyPaid",
    form: "staffPayments",
    values: { number: invoice.number },
  });
}

export async function refundPaidFor(
  context: Context,
  user: SessionUser,
  input: { invoiceId: string; reference: string },
  form: FormData,
) {
  const app = getAppContext(context);
  const invoice = await invoiceById(app.db, input.invoiceId);
  if (!invoice) return refuseForm(form, "errors.notFound", { status: 404 });
  const done = await markRefundPaid(app.db, app, { ...input, staffId: user.id });
  if (!done && invoice.status !== "refunded") return refuseForm(form, "errors.noRefundOwed", { status: 409 });
  throw redirectWithFlash(context, "/staff/payments", {
    ns: "payments",
    key: "done.refundPaid",
    form: "staffPayments",
    values: { number: invoice.number },
  });
}
