import { certifications } from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";

/** What an invoice is for; part 2 adds exam retakes. Unique: one invoice per purpose. */
export const purposeKinds = ["certificationApplication", "examRetake"] as const;
export type PurposeKind = (typeof purposeKinds)[number];
export type Purpose = { kind: PurposeKind; id: string };

export const invoiceStatuses = ["open", "paid", "refunded", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type PaymentMethod = "bank" | "card";
export type RefundStatus = "pending" | "owed" | "done" | "failed";
export type FeeBasis = "member" | "nonMember";

/** What is invoiced: a fee of a level, never an amount typed by anyone. */
export type InvoiceItem = { kind: "applicationFee" | "examRetake"; level: CareerLevelKey; basis: FeeBasis };

/** A line as stored: a key of the payments namespace's `lines` and its parameters, rendered when read. */
export type InvoiceLine = {
  key: InvoiceItem["kind"];
  params: { level: CareerLevelKey; basis: FeeBasis };
  amountCents: number;
};

/** The body's details printed on the invoice, as configured when it was issued. */
export type SellerDetails = {
  legalName: string;
  address: string[];
  vatNumber: string;
  bankDetails: string;
};

/**
 * The refund rule, stated on every page that mentions it from this one place: a paid fee is refunded in
 * full when the application is withdrawn before its review starts; an unpaid invoice is cancelled.
 */
export const refundRule = { share: 100, before: "reviewStarts" } as const;

/** The fee of an item in integer cents (the content's fees are whole US dollars). */
export function itemAmountCents(item: InvoiceItem): number {
  const certification = certifications.find((entry) => entry.key === item.level);
  if (!certification) throw new Error(`Unknown level: ${item.level}`);
  const fees = item.kind === "examRetake" ? certification.fees.retake : certification.fees.exam;
  return fees[item.basis] * 100;
}

export function lineFor(item: InvoiceItem): InvoiceLine {
  return {
    key: item.kind,
    params: { level: item.level, basis: item.basis },
    amountCents: itemAmountCents(item),
  };
}

/**
 * VAT contained in a gross amount (the fees are stated with VAT included), in integer cents: the net is
 * rounded half up to the cent and the VAT is what remains, so net + VAT is always the gross.
 */
export function splitVat(grossCents: number, rateBasisPoints: number): { netCents: number; vatCents: number } {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new Error("gross must be whole cents");
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) throw new Error("rate must be whole basis points");
  const netCents = Math.floor(
    (grossCents * 10_000 * 2 + (10_000 + rateBasisPoints)) / (2 * (10_000 + rateBasisPoints)),
  );
  return { netCents, vatCents: grossCents - netCents };
}

/** "GC-2026-000042": the prefix, the year and the year's sequence, six digits. */
export function invoiceNumber(year: number, sequence: number, prefix = "GC"): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new Error("sequence out of range");
  return `${prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}

export const INVOICE_NUMBER = /^[A-Z]{1,8}-\d{4}-\d{6}$/;

/** "US$1,095.00" in the reader's language. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency, currencyDisplay: "symbol" }).format(
    cents / 100,
  );
}

/** "24 %" / "25.5 %" from basis points. */
export function ratePercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
