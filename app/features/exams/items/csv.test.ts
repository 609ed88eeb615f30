import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { fixtureCases, fixtureItems } from "./fixtures/bank";
import {
  CSV_COLUMN_HELP,
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  exportCsv,
  importCsv,
  protectCell,
  unprotectCell,
  type CsvColumn,
  type CsvImport,
} from "./csv";

const exported = () => exportCsv(fixtureItems, fixtureCases);
const table = (text: string): string[][] => parse(text) as string[][];
const problemsOf = (result: CsvImport) => (result.ok ? [] : result.problems);

/** The export with one cell changed: the row whose kind, id and language match, in the named column. */
function edited(match: { id: string; language: string }, column: CsvColumn, value: string): string {
  const rows = table(exported());
  const header = rows[0]!;
  const row = rows.find((cells) => cells[1] === match.id && cells[2] === match.language);
  if (!row) throw new Error(`no row ${match.id} ${match.language}`);
  row[header.indexOf(column)] = value;
  return stringify(rows, { record_delimiter: "\r\n" });
}

/** The file row (header = 1) of an item's or case's language. */
const rowOf = (id: string, language: string) =>
  table(exported()).findIndex((cells) => cells[1] === id && cells[2] === language) + 1;

describe("CSV export and import", () => {
  it("round-trips the bank: what is exported imports again unchanged", () => {
    expect(importCsv(exported())).toEqual({ ok: true, items: fixtureItems, cases: fixtureCases });
  });

  it("writes one row per item and language and per case and language, under the documented header", () => {
    const rows = table(exported());
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows.slice(1).filter((cells) => cells[0] === "item")).toHaveLength(15);
    expect(rows.slice(1).filter((cells) => cells[0] === "case")).toHaveLength(3);
    for (const column of CSV_COLUMNS) {
      const documented = column.replace(/^option_\d+_/, "option_n_");
      expect(CSV_COLUMN_HELP[documented], column).toBeTruthy();
    }
  });

  it("quotes line breaks and quotes, keeps other scripts, and ends lines with CRLF", () => {
    const csv = exported();
    expect(csv).toContain('"Pressure-temperature-spinner (""PTS"") log"');
    expect(csv).toContain('"PTS検層は流体が坑井に入る位置を示します。\n\n他は岩石や孔を表し、流れは表しません。"');
    expect(csv).toContain("Ilogi ye-gamma <ray>");
    expect(csv.split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
  });

  it("keeps spreadsheets from running a cell, and still gets the text back", () => {
    const csv = exported();
    expect(csv).toContain(",'=SUM(A1:A9) is not a log,");
    expect(csv).toContain(",'-Evacuate- the whole site,");
    expect(csv).toContain(",'+10 % pump speed,");
    expect(csv).toContain(`,"'@ 3,000 m`);
    for (const value of ["=1+1", "'quoted", "''twice", "-", "@x", "plain", "it's"]) {
      expect(unprotectCell(protectCell(value))).toBe(value);
    }
    expect(unprotectCell("'Tis")).toBe("'Tis");
  });

  it("reads a file with a byte-order mark, LF line ends and the columns in another order", () => {
    const rows = table(exported());
    const order = rows[0]!.map((_, index) => index).reverse();
    const shuffled = rows.map((cells) => order.map((index) => cells[index]!));
    const text = `\ufeff${stringify(shuffled, { record_delimiter: "\n" })}`;
    expect(importCsv(text)).toEqual({ ok: true, items: fixtureItems, cases: fixtureCases });
  });
});

describe("CSV import rejects bad rows with their row and column", () => {
  it("an unknown domain", () => {
    const csv = edited({ id: "ops-prof-002", language: "en" }, "domain", "astrology");
    // Every language row repeats the domain: the English one is changed, so the others disagree with it.
    expect(problemsOf(importCsv(csv))).toEqual([
      { code: "languagesDisagree", row: rowOf("ops-prof-002", "ja"), column: "domain", itemId: "ops-prof-002" },
      { code: "languagesDisagree", row: rowOf("ops-prof-002", "zu"), column: "domain", itemId: "ops-prof-002" },
    ]);
    const alone = edited({ id: "drill_expert.006", language: "en" }, "domain", "astrology");
    expect(problemsOf(importCsv(alone))).toEqual([
      { code: "unknownDomain", row: rowOf("drill_expert.006", "en"), column: "domain", itemId: "drill_expert.006" },
    ]);
  });

  it("a missing key", () => {
    const csv = edited({ id: "drill_expert.006", language: "en" }, "key", "");
    expect(problemsOf(importCsv(csv))).toEqual([
      { code: "missingKey", row: rowOf("drill_expert.006", "en"), column: "key", itemId: "drill_expert.006" },
    ]);
  });

  it("an item whose options differ between languages", () => {
    const csv = edited({ id: "res-assoc-001", language: "ja" }, "option_4_id", "E");
    expect(problemsOf(importCsv(csv))).toEqual([
      {
        code: "optionIdsDiffer",
        row: rowOf("res-assoc-001", "ja"),
        column: "option_1_id",
        itemId: "res-assoc-001",
        language: "ja",
      },
    ]);
  });

  it("a text that is empty, a reviewed flag that is neither true nor false", () => {
    const csv = edited({ id: "res-assoc-001", language: "zu" }, "option_2_text", "");
    expect(problemsOf(importCsv(csv))).toEqual([
      {
        code: "invalidText",
        row: rowOf("res-assoc-001", "zu"),
        column: "option_2_text",
        itemId: "res-assoc-001",
        language: "zu",
      },
    ]);
    const flag = edited({ id: "res-assoc-001", language: "ja" }, "reviewed", "yes");
    expect(problemsOf(importCsv(flag))).toEqual([
      {
        code: "invalid",
        row: rowOf("res-assoc-001", "ja"),
        column: "reviewed",
        itemId: "res-assoc-001",
        language: "ja",
      },
    ]);
  });

  it("English missing, an unknown language, a language twice, an unknown kind", () => {
    const noEnglish = edited({ id: "drill_expert.006", language: "en" }, "language", "fr");
    expect(problemsOf(importCsv(noEnglish))).toEqual([
      { code: "englishMissing", row: rowOf("drill_expert.006", "en"), column: "language", itemId: "drill_expert.006" },
    ]);
    const unknown = edited({ id: "res-assoc-001", language: "ja" }, "language", "jp");
    expect(problemsOf(importCsv(unknown))).toEqual([
      {
        code: "unknownLanguage",
        row: rowOf("res-assoc-001", "ja"),
        column: "language",
        itemId: "res-assoc-001",
        language: "jp",
      },
    ]);
    const twice = edited({ id: "res-assoc-001", language: "ja" }, "language", "zu");
    expect(problemsOf(importCsv(twice))).toEqual([
      {
        code: "duplicateTranslation",
        row: rowOf("res-assoc-001", "zu"),
        column: "language",
        itemId: "res-assoc-001",
        language: "zu",
      },
    ]);
    const kind = edited({ id: "res-assoc-001", language: "ja" }, "kind", "question");
    expect(problemsOf(importCsv(kind))).toEqual([
      { code: "unknownKind", row: rowOf("res-assoc-001", "ja"), column: "kind" },
    ]);
  });

  it("the reviewer as author, and a case that is missing or lacks the item's language", () => {
    const rows = table(exported());
    const header = rows[0]!;
    for (const cells of rows) if (cells[1] === "res-assoc-001") cells[header.indexOf("reviewer_id")] = "user_author1";
    expect(problemsOf(importCsv(stringify(rows)))).toEqual([
      { code: "reviewerIsAuthor", row: rowOf("res-assoc-001", "en"), column: "reviewer_id", itemId: "res-assoc-001" },
    ]);
    const withoutCases = stringify(table(exported()).filter((cells) => cells[0] !== "case"));
    const firstCaseItemRow = table(withoutCases).findIndex((cells) => cells[1] === "risk-senior-003") + 1;
    expect(problemsOf(importCsv(withoutCases))).toEqual([
      {
        code: "unknownCase",
        row: firstCaseItemRow,
        column: "case_id",
        itemId: "risk-senior-003",
        caseId: "case-ngawha-2",
      },
      {
        code: "unknownCase",
        row: firstCaseItemRow + 3,
        column: "case_id",
        itemId: "risk-senior-004",
        caseId: "case-ngawha-2",
      },
    ]);
    const noZuluCase = stringify(table(exported()).filter((cells) => !(cells[0] === "case" && cells[2] === "zu")));
    const zuluRow = table(noZuluCase).findIndex((cells) => cells[1] === "risk-senior-003" && cells[2] === "zu") + 1;
    expect(problemsOf(importCsv(noZuluCase))).toEqual([
      {
        code: "caseLanguageMissing",
        row: zuluRow,
        column: "case_id",
        itemId: "risk-senior-003",
        caseId: "case-ngawha-2",
        language: "zu",
      },
    ]);
  });

  it("files that are empty, too large, too long, unreadable or without the columns it needs", () => {
    expect(problemsOf(importCsv(""))).toEqual([{ code: "empty", row: 0, column: null }]);
    expect(problemsOf(importCsv(CSV_COLUMNS.join(",")))).toEqual([{ code: "empty", row: 0, column: null }]);
    expect(problemsOf(importCsv("x".repeat(CSV_MAX_BYTES + 1)))).toEqual([{ code: "tooLarge", row: 0, column: null }]);
    const long = `${CSV_COLUMNS.join(",")}\n${"item,x,en\n".repeat(CSV_MAX_ROWS + 1)}`;
    expect(problemsOf(importCsv(long))).toEqual([{ code: "tooManyRows", row: 0, column: null }]);
    expect(problemsOf(importCsv(`${CSV_COLUMNS.join(",")}\nitem,"x,en\n`))).toMatchObject([{ code: "unreadable" }]);
    expect(problemsOf(importCsv("kind,id,colour\nitem,x,red\n"))).toEqual([
      { code: "unknownColumn", row: 1, column: null, detail: "colour" },
      { code: "missingColumn", row: 1, column: "language" },
    ]);
  });
});
