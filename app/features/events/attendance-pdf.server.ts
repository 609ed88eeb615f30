import PDFDocument from "pdfkit";
import { drawMark } from "~/lib/pdf/pdf.server";
import { pdfBytes } from "~/lib/pdf/pdf.server";
import { fontSetter } from "~/lib/pdf/pdf.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Namespaces } from "~/locales/types";

/**
 * A certificate of attendance of one of our events: A4 landscape, in the member's
 * language, drawn with pdfkit in the fonts of the credential certificate (Noto Sans; Noto Sans JP and
 * SC for Japanese and Chinese, embedded as subsets).
 */
export type AttendanceInput = {
  reference: string;
  memberName: string;
  eventTitle: string;
  /** Already formatted in the language. */
  date: string;
  place: string;
  hours: string;
  brandName: string;
  language: LanguageCode;
  texts: Namespaces["eventRegistration"]["certificate"];
};

const colour = {
  basalt950: "#10171d",
  basalt700: "#3a4a57",
  basalt600: "#4f5f6c",
  steam50: "#fdfbf8",
  mineral800: "#0b5a54",
  magma400: "#f08a5d",
};

export async function attendancePdf(input: AttendanceInput): Promise<Buffer> {
  const [width, height] = [841.89, 595.28];
  const t = input.texts;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    lang: input.language,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${t.title} — ${input.eventTitle}`,
      Author: input.brandName,
      Subject: `${input.eventTitle} — ${input.memberName}`,
      Keywords: input.reference,
      Creator: input.brandName,
    },
  });
  const done = pdfBytes(doc);
  const setFont = fontSetter(doc, input.language);
  const centred = (text: string, y: number, size: number, weight: "regular" | "bold", fill: string) => {
    setFont(text, weight, size);
    doc.fillColor(fill).text(text, 80, y, { width: width - 160, align: "center" });
    return doc.y;
  };

  doc.rect(0, 0, width, height).fill(colour.steam50);
  doc
    .lineWidth(5)
    .strokeColor(colour.mineral800)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(2)
    .strokeColor(colour.magma400)
    .moveTo(80, 150)
    .lineTo(width - 80, 150)
    .stroke();
  drawMark(doc, width / 2 - 22, 44, 44);
  centred(input.brandName, 98, 14, "bold", colour.basalt950);
  let y = centred(t.title, 170, 30, "bold", colour.basalt950);
  y = centred(t.certifies, y + 18, 14, "regular", colour.basalt700);
  y = centred(input.memberName, y + 8, 26, "bold", colour.mineral800);
  y = centred(t.attended, y + 10, 14, "regular", colour.basalt700);
  y = centred(input.eventTitle, y + 8, 20, "bold", colour.basalt950);

  // Date, place and CPD hours in three columns.
  const facts: Array<[string, string]> = [
    [t.date, input.date],
    [t.place, input.place],
    [t.hours, input.hours],
  ];
  const top = Math.max(y + 30, 400);
  const column = (width - 160) / 3;
  facts.forEach(([label, value], index) => {
    const x = 80 + index * column;
    setFont(label, "regular", 11);
    doc.fillColor(colour.basalt600).text(label, x, top, { width: column, align: "center" });
    setFont(value, "bold", 14);
    doc.fillColor(colour.basalt950).text(value, x, top + 16, { width: column, align: "center" });
  });
  centred(t.issuer, height - 90, 11, "regular", colour.basalt700);
  centred(`${t.reference}: ${input.reference}`, height - 70, 9, "regular", colour.basalt600);
  doc.end();
  return done;
}
