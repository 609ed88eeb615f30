import PDFDocument from "pdfkit";
import { drawMark, fontSetter, pdfBytes } from "~/lib/pdf/pdf.server";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { ratePercent } from "./invoice";
import type { Invoice } from "./invoices.server";
import { dateIn, lineText, moneyIn } from "./texts.server";

const colour = {
  basalt950: "#10171d",
  basalt700: "#3a4a57",
  basalt600: "#4f5f6c",
  mineral800: "#0b5a54",
  magma400: "#f08a5d",
  steam100: "#f7f3ec",
};

/**
 * An invoice as a PDF (A4 portrait) in the reader's language: the seller's details and VAT rate as
 * stored when it was issued, the lines rendered from their keys, the VAT contained in the total, the
 * bank details to pay into and, once settled, its state. Fonts as every PDF of the site (decision 024).
 */
export async function invoicePdf(invoice: Invoice, language: LanguageCode): Promise<Buffer> {
  const t = getNamespace(language, "payments").pdf;
  const brand = getNamespace(language, "common").brand.name;
  const [width] = [595.28, 841.89];
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: language,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${t.title} ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: `${t.title} ${invoice.number} — ${invoice.payerName}`,
      Keywords: invoice.number,
      Creator: brand,
    },
  });
  const done = pdfBytes(doc);
  const setFont = fontSetter(doc, language);
  const write = (
    text: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; fill?: string; width?: number; align?: "left" | "right" } = {},
  ) => {
    setFont(text, options.bold ? "bold" : "regular", options.size ?? 10);
    doc.fillColor(options.fill ?? colour.basalt950).text(text, x, y, { width: options.width, align: options.align });
    return doc.y;
  };
  const money = (cents: number) => moneyIn(cents, invoice.currency, language);
  const left = 56;
  const right = width - 56;
  const content = right - left;

  drawMark(doc, left, 48, 36);
  write(brand, left + 46, 58, { size: 14, bold: true });
  write(t.title, left, 48, { size: 24, bold: true, width: content, align: "right" });
  doc.lineWidth(2).strokeColor(colour.magma400).moveTo(left, 100).lineTo(right, 100).stroke();

  // Seller and invoice facts.
  let y = 116;
  let sellerY = write(invoice.seller.legalName, left, y, { bold: true, width: content / 2 });
  for (const line of invoice.seller.address)
    sellerY = write(line, left, sellerY, { fill: colour.basalt700, width: content / 2 });
  sellerY = write(fillTemplate(t.vatNumber, { number: invoice.seller.vatNumber }), left, sellerY, {
    fill: colour.basalt700,
    width: content / 2,
  });
  const facts: Array<[string, string]> = [
    [t.number, invoice.number],
    [t.date, dateIn(invoice.issuedAt, language)],
    [t.due, dateIn(invoice.dueOn, language)],
  ];
  let factY = y;
  for (const [label, value] of facts) {
    write(label, left + content / 2, factY, { fill: colour.basalt600, width: content / 4 });
    factY = write(value, left + (content * 3) / 4, factY, { bold: true, width: content / 4, align: "right" }) + 2;
  }
  y = Math.max(sellerY, factY) + 20;

  write(t.billedTo, left, y, { fill: colour.basalt600 });
  y = write(invoice.payerName, left, doc.y + 2, { bold: true });
  y = write(invoice.payerEmail, left, y, { fill: colour.basalt700 }) + 24;

  // The lines.
  doc.rect(left, y, content, 22).fill(colour.steam100);
  write(t.description, left + 8, y + 6, { bold: true, width: content * 0.7 });
  write(t.amount, left + content * 0.7, y + 6, { bold: true, width: content * 0.3 - 8, align: "right" });
  y += 30;
  for (const line of invoice.lines) {
    const end = write(lineText(line, language), left + 8, y, { width: content * 0.7 - 8 });
    write(money(line.amountCents), left + content * 0.7, y, { width: content * 0.3 - 8, align: "right" });
    y = end + 8;
  }
  doc.lineWidth(0.5).strokeColor(colour.basalt600).moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  const totals: Array<[string, string, boolean]> = [
    [t.net, money(invoice.netCents), false],
    [fillTemplate(t.vat, { rate: ratePercent(invoice.vatRateBasisPoints) }), money(invoice.vatCents), false],
    [t.total, money(invoice.totalCents), true],
  ];
  for (const [label, value, bold] of totals) {
    write(label, left + content * 0.45, y, { bold, width: content * 0.25, size: bold ? 12 : 10 });
    y =
      write(value, left + content * 0.7, y, { bold, width: content * 0.3 - 8, align: "right", size: bold ? 12 : 10 }) +
      4;
  }
  y = write(t.pricesInclude, left, y + 6, { fill: colour.basalt600, size: 9 }) + 24;

  // How to pay, or what became of it.
  if (invoice.status === "open") {
    y = write(t.payTo, left, y, { bold: true, fill: colour.mineral800 });
    y = write(invoice.seller.bankDetails, left, y + 2, { width: content });
    write(fillTemplate(t.reference, { number: invoice.number }), left, y + 2, { width: content });
  } else {
    const state =
      invoice.status === "paid" && invoice.paidAt
        ? fillTemplate(t.paid, { date: dateIn(invoice.paidAt, language) })
        : invoice.status === "refunded"
          ? t.refunded
          : t.void;
    write(state, left, y, { bold: true, size: 12, fill: colour.mineral800, width: content });
  }
  doc.end();
  return done;
}
