import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { pdfCredentialLines } from "./export.server";
import { progressOf } from "./ledger.server";

/** The PDF export states which period counts as the ledger page does (decisions 031, 033). */
describe("the CPD PDF export's credential lines", () => {
  const held = (status: "active" | "expired", expiresOn: string) => ({
    id: "GCF-2024-7K3M-QP",
    level: "associate" as const,
    issuedOn: "2024-03-18",
    expiresOn,
    status,
  });
  const letters = certifications.find((c) => c.key === "associate")!.credential;
  const iso = (date: string) => `«${date}»`;

  it("in its validity: the cycle from its issue to its expiry date", () => {
    const [credential] = progressOf([held("active", "2027-03-18")], [], "2026-11-28");
    const lines = pdfCredentialLines("en", credential!, iso);
    expect(lines.heading).toBe(
      `${getNamespace("en", "home").careers.levels.associate.certification} (${letters}), cycle from «2024-03-18» to «2027-03-18»`,
    );
    expect(lines.period).toBeNull();
  });

  it("lapsed: no cycle ending today, but the ledger's words on what counts toward reinstatement, in every language", () => {
    const [credential] = progressOf([held("expired", "2026-09-18")], [], "2026-11-28");
    const en = pdfCredentialLines("en", credential!, iso);
    expect(en.heading).not.toMatch(/cycle|2026-11-28/);
    expect(en.period).toBe(
      "Expired on «2026-09-18» and lapsed: activities from «2024-03-18» to today count toward reinstatement.",
    );
    for (const language of languageCodes) {
      const lines = pdfCredentialLines(language, credential!, iso);
      const words = getNamespace(language, "cpd").progress.untilToday.reinstatement;
      expect(lines.period).toBe(words.replace("{{expired}}", "«2026-09-18»").replace("{{start}}", "«2024-03-18»"));
      expect(lines.heading).not.toContain("2026-11-28");
      expect(lines.heading).toContain(letters);
    }
  });

  it("in grace: the words on what counts toward renewal", () => {
    const [credential] = progressOf([held("active", "2026-11-18")], [], "2026-11-28");
    expect(pdfCredentialLines("en", credential!, iso).period).toBe(
      "Expired on «2026-11-18»: activities from «2024-03-18» to today count toward renewal.",
    );
  });

  it("in a cycle opened by a renewal: its dates, and that it counts from the day after the renewal was sent", () => {
    const renewed = { ...held("active", "2030-03-18"), issuedOn: "2027-03-18", countedThrough: "2026-11-26" };
    const [credential] = progressOf([renewed], [], "2026-12-20");
    const lines = pdfCredentialLines("en", credential!, iso);
    expect(lines.heading).toContain("cycle from «2026-11-27» to «2030-03-18»");
    expect(lines.period).toBe(
      "It counts from the day after your last renewal was sent, so what you logged while it was reviewed counts here, once.",
    );
    for (const language of languageCodes) {
      expect(pdfCredentialLines(language, credential!, iso).period).toBe(
        getNamespace(language, "cpd").progress.afterRenewal,
      );
    }
  });
});
