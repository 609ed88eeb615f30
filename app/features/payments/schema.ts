// Tables: invoices, their numbering, payments, refunds and the provider's processed events (docs/decisions/039).
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";
import type {
  InvoiceLine,
  InvoiceStatus,
  PaymentMethod,
  PurposeKind,
  RefundStatus,
  SellerDetails,
} from "~/features/payments/invoice";

/**
 * One counter per year: issuing an invoice locks its year's row (`select … for update`) and takes the
 * next number in the same transaction, so numbers are consecutive and a rolled-back issue leaves no gap.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * A numbered invoice for one purpose (`purposeKind` + `purposeId`, unique): the lines are stored as
 * translation keys and parameters (rendered in the reader's language), the seller's details and the
 * VAT rate as they were when it was issued.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "GC-2026-000042" */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** The payer; null once their account is deleted (the invoice stays in the books with its payer's name). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    payerName: text("payer_name").notNull(),
    payerEmail: text("payer_email").notNull(),
    purposeKind: text("purpose_kind").$type<PurposeKind>().notNull(),
    purposeId: text("purpose_id").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Integer cents; `totalCents` includes `vatCents`. */
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** 2400 = 24 %. */
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    seller: jsonb("seller").$type<SellerDetails>().notNull(),
    status: text("status").$type<InvoiceStatus>().notNull().default("open"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invoices_purpose_unique").on(table.purposeKind, table.purposeId),
    uniqueIndex("invoices_year_sequence_unique").on(table.year, table.sequence),
    index("invoices_user_idx").on(table.userId),
    index("invoices_open_idx")
      .on(table.status)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** The payment of an invoice (one: unique per invoice), by bank transfer (recorded by staff) or card. */
export const invoicePayments = pgTable("invoice_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .unique()
    .references(() => invoices.id, { onDelete: "cascade" }),
  method: text("method").$type<PaymentMethod>().notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** The bank's reference, or the card payment's PaymentIntent id. */
  reference: text("reference").notNull(),
  paidOn: date("paid_on", { mode: "string" }).notNull(),
  /** The staff member who recorded a bank transfer (null for card payments). */
  recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund of a paid invoice (one per invoice). A card refund is "pending" until the periodic task has
 * asked the provider (outside any transaction, with the refund's id as idempotency key); a bank refund is
 * "owed" until finance staff mark it paid.
 */
export const invoiceRefunds = pgTable(
  "invoice_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethod>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** A translation key of the payments namespace's `refundReasons`. */
    reason: text("reason").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerRefundId: text("provider_refund_id"),
    reference: text("reference"),
    doneBy: text("done_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [index("invoice_refunds_status_idx").on(table.status)],
);

/** Provider events handled once each: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
