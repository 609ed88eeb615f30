import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { assessEligibility } from "~/features/certifications";
import type { LanguageCode } from "~/lib/i18n/languages";
import { TranslatorProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translator";
import { getNamespace } from "~/locales/index.server";
import { EligibilityVerdict, useRouteRuleLines } from "./rule-texts";

const levels = (language: LanguageCode) => getNamespace(language, "home").careers.levels;

function inLanguage(language: LanguageCode, children: React.ReactNode) {
  const translator = createTranslator(language, getNamespace(language, "common"));
  translator.addNamespace("applications", getNamespace(language, "applications"));
  translator.addNamespace("certifications", getNamespace(language, "certifications"));
  const text = renderToStaticMarkup(<TranslatorProvider translator={translator}>{children}</TranslatorProvider>);
  return text
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

const professional = certifications.find((c) => c.key === "professional")!;

describe("EligibilityVerdict", () => {
  it("says what is missing on each route of the level, with the figures of the rule", () => {
    const verdict = assessEligibility("professional", {
      education: "diploma",
      experienceMonths: 24,
      trainingHours: 0,
      heldLevels: [],
    });
    expect(verdict.outcome).toBe("notYet");
    const text = inLanguage("en", <EligibilityVerdict eligibility={verdict} levels={levels("en")} />);
    expect(text).toContain("Not yet eligible.");
    expect(text).toContain("Alternative route");
    // The main route needs a bachelor's; the alternative the years of the rule (the person has 2).
    expect(text).toContain(`${professional.eligibility.alternative!.experienceYears} years of experience (you have 2)`);
  });

  it("speaks the page's language", () => {
    const verdict = assessEligibility("professional", {
      education: "bachelor",
      experienceMonths: 120,
      trainingHours: 0,
      heldLevels: [],
    });
    const fr = getNamespace("fr", "applications").eligibility.outcome.eligible;
    expect(inLanguage("fr", <EligibilityVerdict eligibility={verdict} levels={levels("fr")} />)).toContain(fr);
  });
});

describe("useRouteRuleLines", () => {
  function Lines({ language }: { language: LanguageCode }) {
    const lines = useRouteRuleLines(levels(language));
    return (
      <ul>
        {lines(professional.eligibility, professional.eligibility).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }

  it("states the level's rule from its data, never from a copy", () => {
    const text = inLanguage("en", <Lines language="en" />);
    expect(text).toContain(`${professional.eligibility.experienceYears} years`);
    expect(text).not.toContain("{{");
    expect(inLanguage("is", <Lines language="is" />)).not.toContain("{{");
  });
});
