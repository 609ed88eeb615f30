import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { CertificatePaper } from "~/features/credentials/downloads";
import { levelColours } from "~/features/credentials/badge-art.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { CredentialLevel } from "~/features/registry";
import type { Namespaces } from "~/locales/types";
import { drawMark, fontSetter, pdfBytes } from "~/lib/pdf/pdf.server";

/**
 * The PDF certificate of a credential (decision 024): A4 or US Letter, portrait, in the
 * visitor's language, drawn with pdfkit. Fonts are Noto Sans (Latin, incl. Turkish and Icelandic),
 * Noto Sans JP (ja) and Noto Sans SC (zh), full TTFs from npm, embedded as subsets (pdfkit keeps
 * only the glyphs used). A QR code (vector) leads to the live verification.
 */

export type CertificateInput = {
  id: string;
  holderName: string;
  level: CredentialLevel;
  /** The level's certification name in the language ("Certified Geothermal Professional"). */
  levelName: string;
  /** Post-nominal letters ("CGP"). */
  letters: string;
  /** Dates already formatted in the language. */
  issuedOn: string;
  validUntil: string;
  /** Domain names in the language. */
  domains: string[];
  issuerName: string;
  brandName: string;
  verifyUrl: string;
  language: LanguageCode;
  paper: CertificatePaper;
  texts: Namespaces["certificate"]["pdf"];
};

const paperSizes: Record<CertificatePaper, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

const colour = {
  basalt950: "#10171d",
  basalt900: "#1a242d",
  basalt700: "#3a4a57",
  basalt600: "#4f5f6c",
  basalt200: "#d5dbe0",
  steam50: "#fdfbf8",
  steam100: "#f7f3ec",
  mineral800: "#0b5a54",
  mineral600: "#0f8278",
  mineral300: "#7fd1c6",
  magma400: "#f08a5d",
  sulphur100: "#faf0d2",
};

export async function certificatePdf(input: CertificateInput): Promise<Buffer> {
  const [width, height] = paperSizes[input.paper];
  const t = input.texts;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    lang: input.language,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${t.documentTitle.replace("{{id}}", input.id)}`,
      Author: input.issuerName,
      Subject: `${input.levelName} — ${input.holderName}`,
      Keywords: input.id,
      Creator: input.brandName,
    },
  });
  const done = pdfBytes(doc);

  const setFont = fontSetter(doc, input.language);
  const centred = (
    text: string,
    y: number,
    size: number,
    weight: "regular" | "bold",
    fill: string,
    options: { spacing?: number; box?: number } = {},
  ) => {
    setFont(text, weight, size);
    const box = options.box ?? width - 160;
    doc
      .fillColor(fill)
      .text(text, (width - box) / 2, y, { width: box, align: "center", characterSpacing: options.spacing ?? 0 });
    return doc.y;
  };

  const accent = levelColours[input.level].accent;
  const light = levelColours[input.level].light;

  // Paper, frame: a thick level-coloured border and a thin basalt rule inside it.
  doc.rect(0, 0, width, height).fill(colour.steam50);
  doc
    .lineWidth(5)
    .strokeColor(accent)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(colour.basalt900)
    .rect(28, 28, width - 56, height - 56)
    .stroke();

  // Header band with strata lines and the mark.
  const band = { x: 28, y: 28, w: width - 56, h: 112 };
  doc.save();
  doc.rect(band.x, band.y, band.w, band.h).clip();
  doc.rect(band.x, band.y, band.w, band.h).fill(colour.basalt900);
  for (const [offset, stroke, opacity] of [
    [78, colour.mineral300, 0.5],
    [92, colour.mineral600, 0.9],
    [106, light, 0.6],
  ] as const) {
    const step = band.w / 4;
    doc.moveTo(band.x, band.y + offset);
    for (let i = 0; i < 4; i += 1) {
      const x0 = band.x + i * step;
      doc.bezierCurveTo(
        x0 + step / 3,
        band.y + offset - 9,
        x0 + (2 * step) / 3,
        band.y + offset + 9,
        x0 + step,
        band.y + offset,
      );
    }
    doc.lineWidth(2.2).strokeOpacity(opacity).strokeColor(stroke).stroke();
  }
  doc.restore();
  doc.strokeOpacity(1);
  drawMark(doc, band.x + 28, band.y + 22, 44);
  setFont(input.brandName, "bold", 20);
  doc.fillColor("#ffffff").text(input.brandName, band.x + 86, band.y + 24, { lineBreak: false });
  setFont(input.issuerName, "regular", 10);
  doc.fillColor(colour.basalt200).text(input.issuerName, band.x + 86, band.y + 50, { width: band.w - 110 });

  // Title.
  let y = band.y + band.h + 40;
  y = centred(t.heading.toLocaleUpperCase(input.language), y, 30, "bold", colour.basalt950, { spacing: 6 });
  y = centred(t.subheading, y + 4, 13, "regular", colour.mineral800);

  // The holder.
  y = centred(t.certifies, y + 30, 12, "regular", colour.basalt600);
  const nameSize = input.holderName.length > 34 ? 22 : 28;
  y = centred(input.holderName, y + 10, nameSize, "bold", colour.basalt950);
  doc
    .lineWidth(0.75)
    .strokeColor(colour.basalt200)
    .moveTo(width / 2 - 150, y + 8)
    .lineTo(width / 2 + 150, y + 8)
    .stroke();
  y = centred(t.holds, y + 22, 11, "regular", colour.basalt700, { box: 380 });

  // The level: the level's accent, name and letters.
  y = centred(input.levelName, y + 16, 20, "bold", accent);
  y = centred(input.letters, y + 2, 12, "bold", colour.basalt600, { spacing: 3 });

  // Dates and id, three columns.
  y += 26;
  const columns = [
    [t.issuedOn, input.issuedOn],
    [t.validUntil, input.validUntil],
    [t.credentialId, input.id],
  ] as const;
  const inner = width - 140;
  const colWidth = inner / 3;
  doc
    .lineWidth(0.75)
    .strokeColor(colour.basalt200)
    .moveTo(70, y)
    .lineTo(width - 70, y)
    .stroke();
  let bottom = y;
  columns.forEach(([label, value], index) => {
    const x = 70 + index * colWidth;
    setFont(label, "regular", 9);
    doc.fillColor(colour.basalt600).text(label.toLocaleUpperCase(input.language), x, y + 12, {
      width: colWidth,
      align: "center",
      characterSpacing: 1,
    });
    setFont(value, "bold", 12.5);
    doc.fillColor(colour.basalt950).text(value, x, doc.y + 3, { width: colWidth, align: "center" });
    bottom = Math.max(bottom, doc.y);
  });
  y = bottom + 12;
  doc
    .lineWidth(0.75)
    .strokeColor(colour.basalt200)
    .moveTo(70, y)
    .lineTo(width - 70, y)
    .stroke();

  // Domains.
  if (input.domains.length > 0) {
    y = centred(t.domains.toLocaleUpperCase(input.language), y + 14, 9, "regular", colour.basalt600, { spacing: 1 });
    const separator = input.language === "ja" || input.language === "zh" ? "・" : " · ";
    y = centred(input.domains.join(separator), y + 4, 10.5, "regular", colour.basalt900, { box: width - 160 });
  }

  // Verification: QR code and address, and who issued it.
  const qrSize = 92;
  const footerTop = height - 28 - 24 - qrSize - 40;
  const qrX = 64;
  drawQr(doc, input.verifyUrl, qrX, footerTop, qrSize);
  const textX = qrX + qrSize + 20;
  const textWidth = width - textX - 64;
  setFont(t.verifyHeading, "bold", 12);
  doc.fillColor(colour.basalt950).text(t.verifyHeading, textX, footerTop + 2, { width: textWidth });
  setFont(t.verifyText, "regular", 9.5);
  doc.fillColor(colour.basalt700).text(t.verifyText, textX, doc.y + 3, { width: textWidth });
  setFont(input.verifyUrl, "regular", 9.5);
  doc
    .fillColor(colour.mineral800)
    .text(input.verifyUrl, textX, doc.y + 5, { width: textWidth, link: input.verifyUrl, underline: true });
  setFont(t.issuer, "regular", 9.5);
  doc.fillColor(colour.basalt600).text(`${t.issuer}: `, textX, doc.y + 8, { width: textWidth, continued: true });
  setFont(input.issuerName, "bold", 9.5);
  doc.fillColor(colour.basalt900).text(input.issuerName);

  setFont(t.statusNote, "regular", 8);
  doc.fillColor(colour.basalt600).text(t.statusNote, 64, height - 28 - 30, { width: width - 128, align: "center" });

  doc.end();
  return done;
}

/** The QR code as vector squares (one per dark module), with its quiet zone on white. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill(colour.basalt950);
}
