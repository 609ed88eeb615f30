import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { certifications, formatUsd } from "~/content/certifications";
import type { LanguageCode } from "~/lib/i18n/languages";
import { TranslatorProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translator";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
import { getNamespace } from "~/locales/index.server";
import { ComparisonTable } from "./comparison-table";

function inLanguage(language: LanguageCode, children: React.ReactNode) {
  const translator = createTranslator(language, getNamespace(language, "common"));
  translator.addNamespace("certifications", getNamespace(language, "certifications"));
  return renderToStaticMarkup(<TranslatorProvider translator={translator}>{children}</TranslatorProvider>)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the comparison of /certifications", () => {
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
});
