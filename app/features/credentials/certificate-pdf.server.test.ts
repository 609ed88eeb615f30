import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getNamespace } from "~/locales/index.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { readPdf } from "../../../tests/support/pdf-text";
import { certificatePdf, type CertificateInput } from "./certificate-pdf.server";
import { familyFor } from "~/lib/pdf/pdf.server";

function input(language: LanguageCode, overrides: Partial<CertificateInput> = {}): CertificateInput {
  const common = getNamespace(language, "common");
  return {
    id: "GCF-2025-7KQ4-XM",
    holderName: "Ada Þórsdóttir",
    level: "professional",
    levelName: getNamespace(language, "home").careers.levels.professional.certification,
    letters: "CGP",
    issuedOn: "14 March 2025",
    validUntil: "13 March 2028",
    domains: [common.skills.reservoirEngineering, common.skills.drillingOperations],
    issuerName: common.brand.fullName,
    brandName: common.brand.name,
    verifyUrl: "http://localhost:3999/partners/verify?id=GCF-2025-7KQ4-XM",
    language,
    paper: "a4",
    texts: getNamespace(language, "certificate").pdf,
    ...overrides,
  };
}

/** pdftotext (poppler) when the machine has it: a second, independent reading of the file. */
function popplerText(pdf: Buffer): string | null {
  try {
    const file = join(mkdtempSync(join(tmpdir(), "certificate-")), "c.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  } catch {
    return null;
  }
}

describe("certificatePdf", () => {
  it("prints the holder, level, dates, id, domains, issuer and the verification address on A4", async () => {
    const pdf = await certificatePdf(input("en"));
    const read = readPdf(pdf);
    expect(read.mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
    for (const text of [
      "Ada Þórsdóttir",
      "Certified Geothermal Professional",
      "GCF-2025-7KQ4-XM",
      "14 March 2025",
      "13 March 2028",
      "Reservoir engineering · Drilling operations",
      "GeoCert Global Geothermal Certification",
      "http://localhost:3999/partners/verify?id=GCF-2025-7KQ4-XM",
    ]) {
      expect(read.text).toContain(text);
    }
    // Fonts are embedded as subsets (the "ABCDEF+" prefix), never referenced from the reader's machine.
    expect(read.fontNames.every((name) => /^[A-Z]{6}\+NotoSans-/.test(name))).toBe(true);
    expect(read.embeddedFontFiles).toBe(read.fontNames.length);
    expect(pdf.length).toBeLessThan(200_000);
    const poppler = popplerText(pdf);
    if (poppler !== null) expect(poppler).toContain("GCF-2025-7KQ4-XM");
  });

  it("is a Letter page on request", async () => {
    const read = readPdf(await certificatePdf(input("en", { paper: "letter" })));
    expect(read.mediaBoxes).toEqual([[0, 0, 612, 792]]);
    expect(read.text).toContain("Ada Þórsdóttir");
  });

  it("sets Japanese in Noto Sans JP and Chinese in Noto Sans SC", async () => {
    const ja = readPdf(await certificatePdf(input("ja", { holderName: "山田 太郎" })));
    expect(ja.fontNames.some((name) => name.includes("NotoSansJP"))).toBe(true);
    expect(ja.text).toContain("山田 太郎");
    expect(ja.text).toContain(getNamespace("ja", "certificate").pdf.certifies);
    const zh = readPdf(await certificatePdf(input("zh", { holderName: "王小明", paper: "letter" })));
    expect(zh.fontNames.some((name) => name.includes("NotoSansSC"))).toBe(true);
    expect(zh.text).toContain("王小明");
    expect(zh.text).toContain(getNamespace("zh", "home").careers.levels.professional.certification);
  });

  it("renders every language's letters (Turkish, Icelandic, Zulu…) and a CJK name on a Latin page", async () => {
    for (const language of ["tr", "is", "fr", "es", "id", "sw", "tl", "zu"] as const) {
      const read = readPdf(await certificatePdf(input(language, { holderName: "Ğülşen Işıkçı" })));
      expect(read.text).toContain("Ğülşen Işıkçı");
      expect(read.text).toContain(getNamespace(language, "certificate").pdf.certifies);
    }
    const mixed = readPdf(await certificatePdf(input("en", { holderName: "李 娜" })));
    expect(mixed.text).toContain("李 娜");
    expect(mixed.fontNames.some((name) => name.includes("NotoSansSC"))).toBe(true);
  });
});

describe("familyFor", () => {
  it("follows the language, then the text", () => {
    expect(familyFor("ja")).toBe("jp");
    expect(familyFor("zh", "Ada")).toBe("sc");
    expect(familyFor("en", "Ada")).toBe("latin");
    expect(familyFor("en", "山田 はな")).toBe("jp");
    expect(familyFor("tr", "王小明")).toBe("sc");
  });
});
