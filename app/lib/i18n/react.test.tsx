import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/common";
import { TranslatorProvider, useTranslation } from "./react";
import { createTranslator } from "./translator";

function Probe() {
  const { t } = useTranslation("about");
  return <p>{t("brand.fullName", { ns: "common" })}</p>;
}

describe("useTranslation", () => {
  it("takes another namespace for one call with { ns }, as i18next does (page titles, JSON-LD)", () => {
    const html = renderToStaticMarkup(
      <TranslatorProvider translator={createTranslator("en", en)}>
        <Probe />
      </TranslatorProvider>,
    );
    expect(html).toBe("<p>GeoCert Global Geothermal Certification</p>");
  });
});
