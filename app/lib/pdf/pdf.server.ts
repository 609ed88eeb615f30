import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * What every PDF of the site shares (decision 024): the Noto Sans faces per language, embedded as
 * subsets; the finished document's bytes; the GeoCert mark.
 */

const require = createRequire(import.meta.url);

export type Family = "latin" | "jp" | "sc";
const fontFiles: Record<Family, { regular: string; bold: string }> = {
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  },
  jp: {
    regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
  },
  sc: {
    regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  },
};

/** Font files read once per process (the CJK ones are 5–10 MB; each PDF embeds only a subset). */
const fontCache = new Map<string, Buffer>();
export function fontData(family: Family, weight: "regular" | "bold"): Buffer {
  const file = fontFiles[family][weight];
  let data = fontCache.get(file);
  if (!data) {
    data = readFileSync(require.resolve(file));
    fontCache.set(file, data);
  }
  return data;
}

const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const kana = /[\u3040-\u30FF]/u;

/** The family a text is set in: the language's, or a CJK one for a Chinese or Japanese name elsewhere. */
export function familyFor(language: LanguageCode, text = ""): Family {
  if (language === "ja") return "jp";
  if (language === "zh") return "sc";
  if (cjk.test(text)) return kana.test(text) ? "jp" : "sc";
  return "latin";
}

/** The bytes of a PDF being written, once `doc.end()` has been called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/**
 * Sets the font for a text in a language (Noto Sans, or its JP/SC faces for ja/zh and CJK names),
 * registering a family's faces in the document on first use.
 */
export function fontSetter(doc: PDFKit.PDFDocument, language: LanguageCode) {
  const families = new Set<Family>();
  return (text: string, weight: "regular" | "bold", size: number) => {
    const family = familyFor(language, text);
    if (!families.has(family)) {
      doc.registerFont(`${family}-regular`, fontData(family, "regular"));
      doc.registerFont(`${family}-bold`, fontData(family, "bold"));
      families.add(family);
    }
    doc.font(`${family}-${weight}`).fontSize(size);
  };
}

/** The mark's colours (the design tokens of app/styles). */
const markColour = {
  steam100: "#f7f3ec",
  mineral600: "#0f8278",
  mineral800: "#0b5a54",
  magma400: "#f08a5d",
  sulphur100: "#faf0d2",
};

/** The GeoCert mark (app/components/logo.tsx) at (x, y), `size` points square. */
export function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc.save();
  doc.translate(x, y).scale(size / 40);
  doc.roundedRect(0, 0, 40, 40, 10).fill(markColour.steam100);
  doc.lineCap("round").lineWidth(2.2);
  doc.path("M6 29c5-2.5 9-2.5 14 0s9 2.5 14 0").stroke(markColour.mineral600);
  doc.path("M6 34c5-2.5 9-2.5 14 0s9 2.5 14 0").stroke(markColour.mineral800);
  doc
    .path("M20 7c3.6 4.2 5.6 7.6 5.6 10.8A5.6 5.6 0 0 1 20 23.4a5.6 5.6 0 0 1-5.6-5.6C14.4 14.6 16.4 11.2 20 7Z")
    .fill(markColour.magma400);
  doc.path("M20 13.5c1.6 2 2.4 3.5 2.4 4.8a2.4 2.4 0 0 1-4.8 0c0-1.3.8-2.8 2.4-4.8Z").fill(markColour.sulphur100);
  doc.restore();
}
