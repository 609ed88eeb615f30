import PDFDocument from "pdfkit";
import { drawMark, fontSetter, pdfBytes } from "~/lib/pdf/pdf.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { Namespaces } from "~/locales/types";
import type { ReportView } from "./views";

/**
 * The score report as a PDF (A4, in the candidate's language, the site's Noto faces as for every PDF): what the
 * report page says of a released result, and nothing else: no item, no key, no answer.
 */
export type ReportPdfInput = {
  report: ReportView & { result: NonNullable<ReportView["result"]> };
  candidateName: string;
  levelName: string;
  endedOn: string;
  issuedOn: string;
  domainNames: Record<string, string>;
  language: LanguageCode;
  texts: Namespaces["examSitting"];
};

const colour = { ink: "#10171d", muted: "#4f5f6c", pass: "#0b5a54", fail: "#a8361a", rule: "#d9d2c5" };

export async function reportPdf(input: ReportPdfInput): Promise<Buffer> {
  const t = input.texts;
  const { result } = input.report;
  const title = `${t.pdf.title} — ${input.levelName}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: input.language,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: title, Author: "GeoCert", Creator: "GeoCert", Subject: input.candidateName },
  });
  const done = pdfBytes(doc);
  const setFont = fontSetter(doc, input.language);
  const width = doc.page.width - 112;
  const line = (text: string, weight: "regular" | "bold", size: number, fill: string, gap = 4) => {
    setFont(text, weight, size);
    doc.fillColor(fill).text(text, 56, undefined, { width });
    doc.moveDown(gap / size);
  };

  drawMark(doc, 56, 48, 36);
  doc.y = 100;
  line(title, "bold", 20, colour.ink, 8);
  line(fillTemplate(t.pdf.candidate, { name: input.candidateName }), "regular", 12, colour.ink);
  line(
    fillTemplate(t.report.lead, { number: String(input.report.attempt.number), date: input.endedOn }),
    "regular",
    11,
    colour.muted,
  );
  line(fillTemplate(t.pdf.reference, { id: input.report.attempt.id }), "regular", 9, colour.muted, 16);

  line(result.passed ? t.report.passed : t.report.failed, "bold", 26, result.passed ? colour.pass : colour.fail, 6);
  line(fillTemplate(t.report.scaled, { score: String(result.scaled) }), "bold", 14, colour.ink);
  line(
    fillTemplate(t.report.passMark, {
      pass: String(result.passMark),
      min: String(result.min),
      max: String(result.max),
    }),
    "regular",
    11,
    colour.muted,
    18,
  );

  line(t.report.domainsHeading, "bold", 14, colour.ink, 4);
  line(t.report.domainsLead, "regular", 10, colour.muted, 10);
  const columns = [width * 0.5, width * 0.2, width * 0.3];
  const row = (cells: string[], weight: "regular" | "bold") => {
    const top = doc.y;
    let x = 56;
    let bottom = top;
    cells.forEach((cell, index) => {
      setFont(cell, weight, 10);
      doc.fillColor(colour.ink).text(cell, x, top, { width: columns[index]! - 8 });
      bottom = Math.max(bottom, doc.y);
      x += columns[index]!;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(56, doc.y - 2)
      .lineTo(56 + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor(colour.rule)
      .stroke();
  };
  row([t.report.domain, t.report.percent, t.report.band], "bold");
  for (const domain of result.domains)
    row(
      [input.domainNames[domain.domain] ?? domain.domain, `${domain.rounded} %`, t.report.bands[domain.band]],
      "regular",
    );
  doc.moveDown(1);
  line(t.report.decisionNote, "regular", 10, colour.muted, 6);
  line(fillTemplate(t.pdf.issued, { date: input.issuedOn }), "regular", 9, colour.muted);
  doc.end();
  return done;
}
