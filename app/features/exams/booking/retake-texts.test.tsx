import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { certifications, formatUsd } from "~/content/certifications";
import { ComparisonTable } from "~/features/certifications/components/comparison-table";
import { formatMoney, itemAmountCents } from "~/features/payments";
import type { LanguageCode } from "~/lib/i18n/languages";
import { TranslatorProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translator";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
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

describe("the retake fee as pages state it", () => {
  it("/certifications' comparison states each level's retake fees from the content", () => {
    for (const language of ["en", "fr"] as const) {
      const text = inLanguage(language, <ComparisonTable levels={levelTextsIn(language)} />);
      expect(text).toContain(getNamespace(language, "certifications").compare.rows.retakeFee);
      for (const c of certifications)
        expect(text).toContain(
          `${formatUsd(c.fees.retake.member, language)} / ${formatUsd(c.fees.retake.nonMember, language)}`,
        );
    }
  });

  it("the invoice the candidate's pages show: amount, number, status and, while open, the way to pay", () => {
    const amount = formatMoney(itemAmountCents({ kind: "examRetake", level: "senior", basis: "member" }), "USD", "es");
    const fee = { amount, number: "GC-2027-000012", status: "open" as const, pdf: "/account/invoices/x.pdf" };
    const open = markup("es", <RetakeFee fee={fee} heading="h2" />);
    expect(open).toContain(`${amount}, factura GC-2027-000012`);
    expect(open).toContain('href="/account/invoices"');
    expect(inLanguage("es", <RetakeFee fee={{ ...fee, status: "paid" }} />)).not.toContain("Mis facturas");
  });
});
