import { describe, expect, it } from "vitest";
import { getNamespace } from "~/locales/index.server";
import { readPdf } from "../../../../tests/support/pdf-text";
import { reportPdf } from "./report-pdf.server";

const report = {
  attempt: {
    id: "6c6d7d22-29a4-4209-9839-4f39a829b0a1",
    level: "associate" as const,
    number: 1,
    endedAt: null,
    language: "en" as const,
  },
  status: "released" as const,
  result: {
    passed: true,
    scaled: 412,
    passMark: 350,
    min: 100,
    max: 500,
    passingScorePercent: 70,
    domains: [
      {
        domain: "reservoirEngineering" as const,
        correct: 9,
        total: 10,
        percent: 90,
        rounded: 90,
        band: "strong" as const,
      },
      {
        domain: "drillingOperations" as const,
        correct: 5,
        total: 10,
        percent: 50,
        rounded: 50,
        band: "developing" as const,
      },
    ],
  },
};

describe("the score report PDF", () => {
  it("says the verdict, the scaled score, the pass mark and the domains, in the candidate's language", async () => {
    for (const language of ["en", "ja"] as const) {
      const pdf = await reportPdf({
        report,
        candidateName: "Cai Candidate",
        levelName: "Associate Geothermal Professional",
        endedOn: "1 June 2026",
        issuedOn: "2 June 2026",
        domainNames: getNamespace(language, "common").skills,
        language,
        texts: getNamespace(language, "examSitting"),
      });
      const { text, embeddedFontFiles } = readPdf(pdf);
      expect(embeddedFontFiles).toBeGreaterThan(0);
      const t = getNamespace(language, "examSitting");
      for (const expected of [
        t.report.passed,
        "412",
        "350",
        getNamespace(language, "common").skills.reservoirEngineering,
      ])
        expect(text).toContain(expected);
    }
  });
});
