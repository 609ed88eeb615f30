/**
 * The item bank as one CSV file, and back: what exam staff edit in a spreadsheet. One row per item
 * and language (kind "item"), one row per case study and language (kind "case"); the columns are
 * CSV_COLUMNS, explained in CSV_COLUMN_HELP. What does not depend on the language is repeated on
 * each of an item's rows and must agree. The import validates with the model's schema and reports
 * every problem with its row (the header is row 1) and column, and never half-imports a file.
 *
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @) is written with a leading
 * apostrophe, as every export of the app does; unlike those, this one must come back unchanged, so
 * a cell that itself starts with an apostrophe gets one more, and the import removes exactly one.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import {
  bankProblems,
  languagesOf,
  MAX_OPTIONS,
  parseCaseStudy,
  parseExamItem,
  type BankProblem,
  type CaseStudy,
  type ExamItem,
  type ItemProblem,
  type ItemProblemCode,
} from "./model";

const optionColumns = Array.from({ length: MAX_OPTIONS }, (_, index) => [
  `option_${index + 1}_id` as const,
  `option_${index + 1}_text` as const,
]).flat();

type OptionColumn = `option_${number}_id` | `option_${number}_text`;

/** The file's columns, in the order written. A file may order them differently; the header names them. */
export const CSV_COLUMNS = [
  "kind",
  "id",
  "language",
  "domain",
  "level",
  "type",
  "case_id",
  "status",
  "author_id",
  "reviewer_id",
  "key",
  "stem",
  ...(optionColumns as OptionColumn[]),
  "rationale",
  "reviewed",
  "scenario",
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What each column holds: the help text of the import page and of the template. */
export const CSV_COLUMN_HELP: Readonly<Record<string, string>> = {
  kind: '"item" for an item\'s row, "case" for a case study\'s row.',
  id: "The item's or case study's stable id (letters, digits, _ . -; a letter or _ first).",
  language: "The row's language: en, fr, es, id, tl, ja, zh, sw, zu, is or tr. Every item and case needs an en row.",
  domain: "Items: the framework domain, e.g. reservoirEngineering. Same on all of the item's rows.",
  level: "Items: associate, professional, senior or expert. Same on all of the item's rows.",
  type: 'Items: "single" (one correct option) or "multiple" (two or more). Same on all rows.',
  case_id: "Items: the case study the item belongs to, empty if none. Same on all rows.",
  status: "Items: draft, reviewed, live or retired. Same on all rows.",
  author_id: "Items: who wrote it. Same on all rows.",
  reviewer_id: "Items: who reviewed it (never the author); empty for a draft. Same on all rows.",
  key: 'Items: the correct options\' ids, separated by "|", e.g. B or A|C. Same on all rows.',
  stem: "Items: the question, in the row's language.",
  option_n_id: `Items: option_1_id … option_${MAX_OPTIONS}_id, the options' ids (3 to ${MAX_OPTIONS}); the same ids in the same order on every row of the item.`,
  option_n_text: "Items: each option's text in the row's language.",
  rationale: "Items: why the key is right, in the row's language (may be empty for a draft).",
  reviewed: 'Items: "true" when this language has been reviewed, else "false".',
  scenario: "Cases: the scenario in the row's language.",
};

/** The largest file read, and the most data rows. */
export const CSV_MAX_BYTES = 16 * 1024 * 1024;
export const CSV_MAX_ROWS = 50_000;

export type CsvProblemCode =
  | "tooLarge"
  | "tooManyRows"
  | "empty"
  | "unreadable"
  | "missingColumn"
  | "unknownColumn"
  | "unknownKind"
  | "missingKey"
  | "duplicateTranslation"
  | "languagesDisagree"
  | ItemProblemCode
  | BankProblem["code"];

/**
 * One thing wrong with a file: what, the row as a spreadsheet numbers it (the header is 1; 0 for the
 * file as a whole) and the column.
 */
export type CsvProblem = {
  code: CsvProblemCode;
  row: number;
  column: CsvColumn | null;
  itemId?: string;
  caseId?: string;
  language?: string;
  /** The header cell, for an unknown column. */
  detail?: string;
};

export type CsvImport = { ok: true; items: ExamItem[]; cases: CaseStudy[] } | { ok: false; problems: CsvProblem[] };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet, reversibly (see the module's comment). */
export function protectCell(value: string): string {
  return FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value;
}

/** A cell as written by protectCell, back as it was. */
export function unprotectCell(value: string): string {
  return /^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value;
}

type Row = Partial<Record<CsvColumn, string>>;

/** The bank as CSV text (CRLF line ends; the download adds a byte-order mark). */
export function exportCsv(items: readonly ExamItem[], cases: readonly CaseStudy[]): string {
  const rows: Row[] = [];
  for (const study of cases) {
    for (const language of languagesOf(study.translations)) {
      rows.push({ kind: "case", id: study.id, language, scenario: study.translations[language]!.scenario });
    }
  }
  for (const item of items) {
    for (const language of languagesOf(item.translations)) {
      const translation = item.translations[language]!;
      const row: Row = {
        kind: "item",
        id: item.id,
        language,
        domain: item.domain,
        level: item.level,
        type: item.type,
        case_id: item.caseId ?? "",
        status: item.status,
        author_id: item.authorId,
        reviewer_id: item.reviewerId ?? "",
        key: item.key.join("|"),
        stem: translation.stem,
        rationale: translation.rationale,
        reviewed: String(translation.reviewed),
      };
      translation.options.forEach((option, index) => {
        row[`option_${index + 1}_id`] = option.id;
        row[`option_${index + 1}_text`] = option.text;
      });
      rows.push(row);
    }
  }
  return stringify(
    [[...CSV_COLUMNS], ...rows.map((row) => CSV_COLUMNS.map((column) => protectCell(row[column] ?? "")))],
    {
      record_delimiter: "\r\n",
      // A line break inside a cell is quoted whatever the record delimiter, so spreadsheets keep the row whole.
      quoted_match: /[\r\n]/,
    },
  );
}

type ReadRow = { row: number; cells: Row };

function readRows(text: string): { ok: true; rows: ReadRow[] } | { ok: false; problems: CsvProblem[] } {
  const fail = (code: CsvProblemCode, row = 0, column: CsvColumn | null = null) => ({
    ok: false as const,
    problems: [{ code, row, column }],
  });
  if (text.length > CSV_MAX_BYTES || new TextEncoder().encode(text).length > CSV_MAX_BYTES) return fail("tooLarge");
  const clean = text.replace(/^\ufeff/, "");
  if (clean.trim() === "") return fail("empty");
  let records: string[][];
  try {
    records = parse(clean, {
      relax_column_count: true,
      // A header and one more row than allowed tell the file is too long.
      to: CSV_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const records = (error as { records?: unknown }).records;
    return fail("unreadable", typeof records === "number" ? records + 1 : 0);
  }
  // Rows are numbered as a spreadsheet shows them (a cell with line breaks is still one row);
  // empty rows count but are skipped.
  const numbered = records.map((cells, index) => ({ row: index + 1, cells }));
  const [header, ...rest] = numbered;
  const data = rest.filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (!header) return fail("empty");
  if (data.length > CSV_MAX_ROWS) return fail("tooManyRows");
  if (data.length === 0) return fail("empty");
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  for (const name of names) {
    if (name !== "" && !(CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ code: "unknownColumn", row: 1, column: null, detail: name.slice(0, 40) });
    }
  }
  for (const column of ["kind", "id", "language"] as const) {
    if (!names.includes(column)) problems.push({ code: "missingColumn", row: 1, column });
  }
  if (problems.length > 0) return { ok: false, problems };
  const rows = data.map(({ row, cells: record }) => {
    const cells: Row = {};
    names.forEach((name, index) => {
      if ((CSV_COLUMNS as readonly string[]).includes(name))
        cells[name as CsvColumn] = unprotectCell(record[index] ?? "");
    });
    return { row, cells };
  });
  return { ok: true, rows };
}

/** The column a model problem's path points to. */
function columnOf(path: ReadonlyArray<string | number>): CsvColumn | null {
  const [first, , field, index, part] = path;
  switch (first) {
    case "id":
      return "id";
    case "domain":
    case "level":
    case "type":
    case "status":
    case "key":
      return first;
    case "caseId":
      return "case_id";
    case "authorId":
      return "author_id";
    case "reviewerId":
      return "reviewer_id";
    case "translations":
      if (field === "stem" || field === "rationale" || field === "reviewed" || field === "scenario") return field;
      if (field === "options") {
        const n = typeof index === "number" ? index + 1 : 1;
        return `option_${Math.min(n, MAX_OPTIONS)}_${part === "text" ? "text" : "id"}`;
      }
      return "language";
    default:
      return null;
  }
}

/** The columns every row of an item repeats. */
const SHARED_COLUMNS = ["domain", "level", "type", "case_id", "status", "author_id", "reviewer_id", "key"] as const;

function optionsOf(cells: Row): { id: string; text: string }[] {
  const options: { id: string; text: string }[] = [];
  for (let n = 1; n <= MAX_OPTIONS; n += 1) {
    const id = (cells[`option_${n}_id`] ?? "").trim();
    const text = cells[`option_${n}_text`] ?? "";
    if (id !== "" || text.trim() !== "") options.push({ id, text });
  }
  return options;
}

const reviewedOf = (value: string | undefined) =>
  value?.trim().toLowerCase() === "true" ? true : value?.trim().toLowerCase() === "false" ? false : undefined;

/**
 * A CSV file read back into items and case studies, validated with the model's schema and the
 * bank's rules; or every problem, each with its row and column.
 */
export function importCsv(text: string): CsvImport {
  const read = readRows(text);
  if (!read.ok) return read;
  const problems: CsvProblem[] = [];
  const caseRows = new Map<string, ReadRow[]>();
  const itemRows = new Map<string, ReadRow[]>();
  for (const entry of read.rows) {
    const kind = (entry.cells.kind ?? "").trim().toLowerCase();
    const id = (entry.cells.id ?? "").trim();
    const target = kind === "case" ? caseRows : kind === "item" ? itemRows : null;
    if (!target) {
      problems.push({ code: "unknownKind", row: entry.row, column: "kind" });
      continue;
    }
    target.set(id, [...(target.get(id) ?? []), entry]);
  }

  /** Rows by language, reporting unknown languages and second rows for one language. */
  const byLanguage = (rows: ReadRow[], owner: { itemId: string } | { caseId: string }) => {
    const map = new Map<LanguageCode, ReadRow>();
    for (const entry of rows) {
      const language = (entry.cells.language ?? "").trim();
      if (!isLanguageCode(language)) {
        problems.push({ code: "unknownLanguage", row: entry.row, column: "language", ...owner, language });
      } else if (map.has(language)) {
        problems.push({ code: "duplicateTranslation", row: entry.row, column: "language", ...owner, language });
      } else map.set(language, entry);
    }
    return map;
  };

  /** A model problem placed on its row and column. */
  const place = (problem: ItemProblem, rows: Map<LanguageCode, ReadRow>, first: ReadRow, owner: object) => {
    const entry = (problem.language && rows.get(problem.language)) || first;
    problems.push({
      code: problem.code,
      row: entry.row,
      column: columnOf(problem.path),
      ...owner,
      ...(problem.language ? { language: problem.language } : {}),
    });
  };

  const cases: CaseStudy[] = [];
  for (const [caseId, rows] of caseRows) {
    const languages = byLanguage(rows, { caseId });
    const parsed = parseCaseStudy({
      id: caseId,
      translations: Object.fromEntries(
        [...languages].map(([language, entry]) => [language, { scenario: entry.cells.scenario ?? "" }]),
      ),
    });
    if (parsed.ok) cases.push(parsed.value);
    else for (const problem of parsed.problems) place(problem, languages, rows[0]!, { caseId });
  }

  const items: ExamItem[] = [];
  const itemRowsById = new Map<string, Map<LanguageCode, ReadRow>>();
  for (const [itemId, rows] of itemRows) {
    const first = rows[0]!;
    const languages = byLanguage(rows, { itemId });
    itemRowsById.set(itemId, languages);
    let agree = true;
    for (const entry of rows.slice(1)) {
      for (const column of SHARED_COLUMNS) {
        if ((entry.cells[column] ?? "").trim() !== (first.cells[column] ?? "").trim()) {
          problems.push({ code: "languagesDisagree", row: entry.row, column, itemId });
          agree = false;
        }
      }
    }
    const key = (first.cells.key ?? "").trim();
    if (key === "") {
      problems.push({ code: "missingKey", row: first.row, column: "key", itemId });
      continue;
    }
    if (!agree) continue;
    const caseId = (first.cells.case_id ?? "").trim();
    const reviewerId = (first.cells.reviewer_id ?? "").trim();
    const parsed = parseExamItem({
      id: itemId,
      domain: (first.cells.domain ?? "").trim(),
      level: (first.cells.level ?? "").trim(),
      type: (first.cells.type ?? "").trim(),
      ...(caseId === "" ? {} : { caseId }),
      status: (first.cells.status ?? "").trim(),
      authorId: (first.cells.author_id ?? "").trim(),
      ...(reviewerId === "" ? {} : { reviewerId }),
      key: key.split("|").map((id) => id.trim()),
      translations: Object.fromEntries(
        [...languages].map(([language, entry]) => [
          language,
          {
            stem: entry.cells.stem ?? "",
            options: optionsOf(entry.cells),
            rationale: entry.cells.rationale ?? "",
            reviewed: reviewedOf(entry.cells.reviewed),
          },
        ]),
      ),
    });
    if (parsed.ok) items.push(parsed.value);
    else for (const problem of parsed.problems) place(problem, languages, first, { itemId });
  }

  if (problems.length === 0) {
    for (const problem of bankProblems(items, cases)) {
      if (problem.code === "unknownCase" || problem.code === "caseLanguageMissing") {
        const languages = itemRowsById.get(problem.itemId);
        const entry =
          (problem.code === "caseLanguageMissing" ? languages?.get(problem.language) : undefined) ??
          languages?.values().next().value;
        problems.push({ ...problem, row: entry?.row ?? 0, column: "case_id" });
      } else {
        problems.push({ ...problem, row: 0, column: "id" });
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items, cases };
}
