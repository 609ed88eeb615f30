import { describe, expect, it } from "vitest";
import { generateCredentialId } from "~/features/registry/credential-id";
import { toCsv } from "~/lib/util/csv.server";
import {
  bulkRowsFromCsv,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  importRowsFromCsv,
  readCsv,
  validateBulkRow,
} from "./registry-csv.server";

describe("reading CSV", () => {
  it("reads rows with their line numbers, with or without a header", () => {
    const id = generateCredentialId(2026);
    const withHeader = bulkRowsFromCsv(`credential_id,last_name\r\n${id},Kamau\r\n\r\n"${id}","O'Brien, Jr"\n`);
    expect(withHeader).toEqual({
      ok: true,
      rows: [
        { row: 2, id, lastName: "Kamau" },
        { row: 4, id, lastName: "O'Brien, Jr" },
      ],
    });
    expect(bulkRowsFromCsv(`${id};Kamau`)).toEqual({ ok: true, rows: [{ row: 1, id, lastName: "Kamau" }] });
    expect(bulkRowsFromCsv(`${id}\tKamau`)).toEqual({ ok: true, rows: [{ row: 1, id, lastName: "Kamau" }] });
    // Columns in another order are found by their header.
    expect(bulkRowsFromCsv(`Last Name,Credential ID\nKamau,${id}`)).toEqual({
      ok: true,
      rows: [{ row: 2, id, lastName: "Kamau" }],
    });
  });

  it("enforces the row and size limits", () => {
    const line = `${generateCredentialId(2026)},Kamau\n`;
    expect(readCsv(`credential_id,last_name\n${line.repeat(CSV_MAX_ROWS)}`, ["credential_id"]).ok).toBe(true);
    expect(readCsv(`credential_id,last_name\n${line.repeat(CSV_MAX_ROWS + 1)}`, ["credential_id"])).toEqual({
      ok: false,
      error: "tooManyRows",
    });
    expect(readCsv("x".repeat(CSV_MAX_BYTES + 1), ["credential_id"])).toEqual({ ok: false, error: "tooLarge" });
    expect(readCsv(" \n\n", ["credential_id"])).toEqual({ ok: false, error: "empty" });
    expect(readCsv("credential_id,last_name\n", ["credential_id"])).toEqual({ ok: false, error: "empty" });
    expect(readCsv('credential_id,last_name\n"GCF,Kamau\n', ["credential_id"])).toMatchObject({
      ok: false,
      error: "unreadable",
    });
  });

  it("validates each bulk row on its own", () => {
    const id = generateCredentialId(2026);
    expect(validateBulkRow({ row: 2, id: id.toLowerCase(), lastName: " Kamau " })).toEqual({
      ok: true,
      id,
      lastName: "Kamau",
    });
    expect(validateBulkRow({ row: 3, id: "", lastName: "Kamau" })).toEqual({ ok: false, error: "errors.idRequired" });
    expect(validateBulkRow({ row: 4, id: "hello", lastName: "Kamau" })).toEqual({
      ok: false,
      error: "errors.idFormat",
    });
    const typo = id.slice(0, -1) + (id.endsWith("2") ? "3" : "2");
    expect(validateBulkRow({ row: 5, id: typo, lastName: "Kamau" })).toEqual({ ok: false, error: "errors.idCheck" });
    expect(validateBulkRow({ row: 6, id, lastName: "" })).toEqual({ ok: false, error: "errors.nameRequired" });
  });

  it("validates import rows and reports errors by column", () => {
    const result = importRowsFromCsv(
      [
        "given_names,last_name,email,level,domains,issued_on,expires_on",
        "Amina,Otieno,amina@example.org,Professional,riskAssessment;drillingOperations,2026-01-10,2029-01-10",
        "Bo,,not-an-email,wizard,cooking,2026-02-30,2025-01-01",
        "Cem,Yılmaz,,senior,reservoirEngineering,2026-03-01,2026-02-01",
      ].join("\n"),
    );
    if (!result.ok) throw new Error("unreadable");
    const [good, bad, order] = result.rows;
    expect(good).toMatchObject({
      row: 2,
      errors: {},
      input: { lastName: "Otieno", level: "professional", domains: ["riskAssessment", "drillingOperations"] },
    });
    expect(bad?.input).toBeNull();
    expect(bad?.errors).toMatchObject({
      lastName: "errors.lastName",
      email: "errors.email",
      level: "errors.level",
      domains: "errors.domains",
      issuedOn: "errors.date",
    });
    expect(order?.errors).toEqual({ expiresOn: "errors.expiryBeforeIssue" });
  });
});

describe("results CSV", () => {
  it("neutralises formulas and keeps markup as text", () => {
    const csv = toCsv(["last_name"], [["=cmd|' /C calc'!A0"], ["<b>Kamau</b>"], ["+1"], ["@SUM(A1)"]]);
    expect(csv).toContain("'=cmd");
    expect(csv).toContain("<b>Kamau</b>");
    expect(csv).toContain("'+1");
    expect(csv).toContain("'@SUM(A1)");
  });
});
