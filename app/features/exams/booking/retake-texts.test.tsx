import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatMoney, itemAmountCents } from "~/features/payments";
import type { LanguageCode } from "~/lib/i18n/languages";
import { TranslatorProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translator";
import { getNamespace } from "~/locales/index.server";
import { RetakeFee } from "./retake-fee";

function markup(language: LanguageCode, children: React.ReactNode) {
  const translator = createTranslator(language, getNamespace(language, "common"));
  translator.addNamespace("certifications", getNamespace(language, "certifications"));
  translator.addNamespace("examBooking", getNamespace(language, "examBooking"));
  return renderToStaticMarkup(
    <MemoryRouter>
      <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
    </MemoryRouter>,
  );
}

const inLanguage = (language: LanguageCode, children: React.ReactNode) =>
  markup(language, children)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the retake fee on the candidate's pages", () => {
  it("the invoice the candidate's pages show: amount, number, status and, while open, the way to pay", () => {
    const amount = formatMoney(itemAmountCents({ kind: "examRetake", level: "senior", basis: "member" }), "USD", "es");
    const fee = { amount, number: "GC-2027-000012", status: "open" as const, pdf: "/account/invoices/x.pdf" };
    const open = markup("es", <RetakeFee fee={fee} heading="h2" />);
    expect(open).toContain(`${amount}, factura GC-2027-000012`);
    expect(open).toContain('href="/account/invoices"');
    expect(inLanguage("es", <RetakeFee fee={{ ...fee, status: "paid" }} />)).not.toContain("Mis facturas");
  });
});
