/** Exports of the CPD ledger: CSV (csv-stringify) and PDF (pdfkit), in the member's language. */
import PDFDocument from "pdfkit";
import type { RouterContextProvider } from "react-router";
import { certifications } from "~/content/certifications";
import { pdfBytes } from "~/lib/pdf/pdf.server";
import { fontSetter } from "~/lib/pdf/pdf.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { formatDecimal } from "~/lib/format/format";
import { fillTemplate } from "~/lib/mail/fill-template";
import { countsFromLastRenewal } from "~/content/cpd-rule";
import { windowKind } from "~/content/cpd-rule";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { toCsv } from "~/lib/util/csv.server";
import { getNamespace } from "~/locales/index.server";
import type { LedgerEntry } from "~/features/cpd/queries.server";
import type { CredentialProgress } from "./ledger.server";
import { levelTextsIn } from "~/lib/levels/level-texts.server";

export type LedgerExport = {
  memberName: string;
  entries: LedgerEntry[];
  credentials: CredentialProgress[];
};

const hoursText = (tenths: number) => String(tenths / 10);

/** One row per entry: date (ISO), category in the language, hours, provider, description, source, evidence. */
export function ledgerCsv(language: LanguageCode, ledger: LedgerExport): string {
  const t = getNamespace(language, "cpd");
  return toCsv(
    [
      t.entries.date,
      t.entries.category,
      t.entries.hours,
      t.entries.provider,
      t.entries.description,
      t.entries.source,
      t.entries.evidence,
    ],
    [...ledger.entries]
      .sort((a, b) => a.activityDate.localeCompare(b.activityDate))
      .map((entry) => [
        entry.activityDate,
        t.categories[entry.category],
        hoursText(entry.hoursTenths),
        entry.provider,
        entry.description,
        t.sources[entry.source],
        entry.evidence?.fileName ?? "",
      ]),
  );
}

/**
 * A credential's heading in the PDF and, past its expiry (grace, reinstatement), the ledger page's
 * words on which period counts and why (`progress.untilToday.*`): its window then runs to today,
 * not to an end date (countingWindow, decisions 031 and 033); in a cycle opened by a renewal, that
 * it counts from the day after the renewal was sent (`progress.afterRenewal`).
 */
export function pdfCredentialLines(
  language: LanguageCode,
  credential: CredentialProgress,
  date: (iso: string) => string,
): { heading: string; period: string | null } {
  const t = getNamespace(language, "cpd");
  const level = levelTextsIn(language)[credential.level].certification;
  const letters = certifications.find((c) => c.key === credential.level)?.credential ?? "";
  const { cycle } = credential.progress;
  const window = windowKind(cycle, credential.phase);
  if (window === "cycle") {
    return {
      heading: fillTemplate(t.pdf.credential, { level, letters, start: date(cycle.start), end: date(cycle.end) }),
      period: countsFromLastRenewal(cycle, credential.issuedOn) ? t.progress.afterRenewal : null,
    };
  }
  return {
    heading: fillTemplate(t.pdf.credentialName, { level, letters }),
    period: fillTemplate(t.progress.untilToday[window], {
      start: date(cycle.start),
      expired: date(credential.expiresOn),
    }),
  };
}

const colour = { ink: "#10171d", muted: "#4f5f6c", rule: "#d5dbe0", accent: "#0b5a54" };

/**
 * The ledger as a PDF (A4): the member's name, each credential's cycle with its per-category table,
 * then every entry. Fonts as the certificate's (Noto Sans; Noto Sans JP/SC for ja/zh and CJK names).
 */
export async function ledgerPdf(
  context: Readonly<RouterContextProvider>,
  ledger: LedgerExport,
  now: Date = new Date(),
): Promise<Buffer> {
  const language = getRequestLanguage(context);
  const t = getNamespace(language, "cpd");
  const words = dateWordsOf(language);
  const date = (value: string) => formatDate(value, words);
  const hours = (tenths: number) => formatDecimal(tenths / 10, language, tenths % 10 === 0 ? 0 : 1);

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    lang: language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: `${t.pdf.title} — ${ledger.memberName}`, Author: "GeoCert", Creator: "GeoCert" },
  });
  const done = pdfBytes(doc);
  const font = fontSetter(doc, language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const line = (text: string, weight: "regular" | "bold", size: number, fillColour = colour.ink, gap = 4) => {
    font(text, weight, size);
    ensureRoom(doc.heightOfString(text, { width }) + gap);
    doc.fillColor(fillColour).text(text, left, doc.y, { width });
    doc.y += gap;
  };

  /** A row of cells at fixed x positions; returns after the tallest cell. */
  const row = (
    cells: string[],
    columns: number[],
    weight: "regular" | "bold",
    size = 9,
    align: ("left" | "right")[] = [],
  ) => {
    const widths = columns.map((x, i) => (columns[i + 1] ?? width) - x - 6);
    let height = 0;
    cells.forEach((cell, i) => {
      font(cell, weight, size);
      height = Math.max(height, doc.heightOfString(cell || " ", { width: widths[i] }));
    });
    ensureRoom(height + 6);
    const y = doc.y;
    cells.forEach((cell, i) => {
      font(cell, weight, size);
      doc.fillColor(colour.ink).text(cell, left + columns[i]!, y, { width: widths[i], align: align[i] ?? "left" });
    });
    doc.y = y + height + 3;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(colour.rule)
      .stroke();
    doc.y += 3;
  };

  line("GeoCert", "bold", 11, colour.accent, 2);
  line(t.pdf.title, "bold", 22, colour.ink, 6);
  line(fillTemplate(t.pdf.member, { name: ledger.memberName }), "regular", 12, colour.ink, 2);
  line(fillTemplate(t.pdf.created, { date: date(now.toISOString().slice(0, 10)) }), "regular", 10, colour.muted, 14);

  if (ledger.credentials.length === 0) line(t.pdf.noCredential, "regular", 10, colour.muted, 12);
  for (const credential of ledger.credentials) {
    const progress = credential.progress;
    ensureRoom(140);
    const { heading, period } = pdfCredentialLines(language, credential, date);
    line(heading, "bold", 12, colour.ink, period ? 2 : 4);
    if (period) line(period, "regular", 10, colour.ink, 4);
    line(
      `${fillTemplate(t.progress.total, { counted: hours(progress.countedTenths), required: hours(progress.requiredTenths) })} · ${
        progress.met ? t.progress.met : fillTemplate(t.progress.missing, { hours: hours(progress.missingTenths) })
      }`,
      "regular",
      10,
      colour.muted,
      6,
    );
    const columns = [0, width * 0.46, width * 0.64, width * 0.82];
    const right: ("left" | "right")[] = ["left", "right", "right", "right"];
    row([t.progress.category, t.progress.logged, t.progress.counted, t.progress.cap], columns, "bold", 9, right);
    for (const category of progress.categories) {
      row(
        [
          t.categories[category.category],
          hours(category.loggedTenths),
          hours(category.countedTenths),
          category.capTenths === null ? t.progress.noCap : hours(category.capTenths),
        ],
        columns,
        "regular",
        9,
        right,
      );
    }
    row(
      [
        t.progress.totalRow,
        hours(progress.categories.reduce((sum, c) => sum + c.loggedTenths, 0)),
        hours(progress.countedTenths),
        "",
      ],
      columns,
      "bold",
      9,
      right,
    );
    row([t.progress.requiredRow, "", hours(progress.requiredTenths), ""], columns, "regular", 9, right);
    doc.y += 12;
  }

  ensureRoom(80);
  line(t.pdf.entries, "bold", 14, colour.ink, 6);
  if (ledger.entries.length === 0) line(t.entries.empty, "regular", 10, colour.muted);
  else {
    const columns = [0, width * 0.17, width * 0.38, width * 0.47, width * 0.7];
    const align: ("left" | "right")[] = ["left", "left", "right", "left", "left"];
    row(
      [t.entries.date, t.entries.category, t.entries.hours, t.entries.provider, t.entries.description],
      columns,
      "bold",
      8.5,
      align,
    );
    for (const entry of [...ledger.entries].sort((a, b) => a.activityDate.localeCompare(b.activityDate))) {
      const source = entry.source === "manual" ? "" : ` (${t.sources[entry.source]})`;
      row(
        [
          date(entry.activityDate),
          t.categories[entry.category],
          hours(entry.hoursTenths),
          entry.provider,
          `${entry.description}${source}`,
        ],
        columns,
        "regular",
        8.5,
        align,
      );
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const text = fillTemplate(t.pdf.page, { page: String(i + 1) });
    font(text, "regular", 8);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(colour.muted)
      .text(text, left, doc.page.height - 36, { width, align: "right", lineBreak: false, height: 10 });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

/** A file name for the exports: cpd-ledger-YYYY-MM-DD.ext. */
export function exportFileName(extension: "csv" | "pdf", now: Date = new Date()): string {
  return `cpd-ledger-${now.toISOString().slice(0, 10)}.${extension}`;
}
