import { describe, expect, it } from "vitest";
import type { Viewer } from "~/features/auth";
import { examCaseStudies, examItemEvents, examItems, examItemTranslations } from "~/db/schema";
import { setupTestDatabase } from "../../../../tests/support/test-db.server";
import { person, staffWith } from "../../../../tests/support/review-fixtures.server";
import { exportCsv, importCsv } from "../items/csv";
import { fixtureCases, fixtureItems } from "../items/fixtures/bank";
import { createItem, type BankDeps } from "./bank.server";
import { arrivalOf, exportBank, importBank } from "./exchange.server";

const handle = setupTestDatabase();
const deps = (): BankDeps => ({ db: handle.db, clock: { now: () => new Date("2026-12-01T09:00:00Z") } });

const importer: Viewer = { id: "imp", role: "staff", duties: ["examAdministration"] };
/** The author of two fixture items, who has an account here too. */
const author: Viewer = { id: "user_author1", role: "staff", duties: ["examAdministration"] };
const member: Viewer = { id: "mem", role: "member", duties: [] };

async function people() {
  await staffWith(handle.db, "imp", "Ivo Importer", ["examAdministration"]);
  await staffWith(handle.db, "user_author1", "Ann Author", ["examAdministration"]);
  await person(handle.db, "mem", "Mo Member");
}

const fixtureCsv = exportCsv(fixtureItems, fixtureCases);
const counts = async () => ({
  items: (await handle.db.select().from(examItems)).length,
  translations: (await handle.db.select().from(examItemTranslations)).length,
  cases: (await handle.db.select().from(examCaseStudies)).length,
  events: (await handle.db.select().from(examItemEvents)).length,
});

describe("what an imported item becomes", () => {
  it("never live; reviewed only with a four-eyes review the importer did not write; retired stays retired", () => {
    const arrivals = fixtureItems.map((item) => [item.id, item.status, arrivalOf(item, "imp").status]);
    expect(arrivals).toEqual([
      ["res-assoc-001", "live", "reviewed"],
      // Claimed reviewed, but its Japanese is not: a draft, to be reviewed here.
      ["ops-prof-002", "reviewed", "draft"],
      ["risk-senior-003", "reviewed", "reviewed"],
      ["risk-senior-004", "draft", "draft"],
      ["reg-assoc-005", "retired", "retired"],
      ["drill_expert.006", "draft", "draft"],
    ]);
    // The author importing their own reviewed items vouches for nothing.
    expect(fixtureItems.map((item) => arrivalOf(item, "user_author1").status)).toEqual([
      "draft",
      "draft",
      "draft",
      "draft",
      "retired",
      "draft",
    ]);
  });
});

describe("importing", () => {
  it("stores a package in one go, logging what each item claimed and what it became", async () => {
    await people();
    const imported = await importBank(deps(), importer, { format: "csv", text: fixtureCsv });
    expect(imported.ok && imported.items.map((item) => [item.id, item.claimed, item.status])).toEqual([
      ["res-assoc-001", "live", "reviewed"],
      ["ops-prof-002", "reviewed", "draft"],
      ["risk-senior-003", "reviewed", "reviewed"],
      ["risk-senior-004", "draft", "draft"],
      ["reg-assoc-005", "retired", "retired"],
      ["drill_expert.006", "draft", "draft"],
    ]);
    const rows = await handle.db.select().from(examItems);
    const ops = rows.find((row) => row.id === "ops-prof-002")!;
    expect([ops.status, ops.reviewerId, ops.authorId]).toEqual(["draft", null, "user_author2"]);
    const translations = await handle.db.select().from(examItemTranslations);
    expect(translations.filter((t) => t.itemId === "ops-prof-002").every((t) => !t.reviewed)).toBe(true);
    const events = await handle.db.select().from(examItemEvents);
    expect(events.find((e) => e.itemId === "res-assoc-001")).toMatchObject({
      action: "imported",
      actorId: "imp",
      toStatus: "reviewed",
      reason: "package: live",
    });
    expect(events.filter((e) => e.caseId === "case-ngawha-2")).toHaveLength(1);
  });

  it("the author importing their own items gets drafts", async () => {
    await people();
    const imported = await importBank(deps(), author, { format: "csv", text: fixtureCsv });
    expect(imported.ok && imported.items.find((item) => item.id === "res-assoc-001")?.status).toBe("draft");
  });

  it("one bad row: nothing is stored, and the problem names the row", async () => {
    await people();
    let done = false;
    const broken = fixtureCsv.replace(
      /drill_expert\.006,(\w+),(\w+),expert,/,
      (_match, language: string, domain: string) => {
        if (done) return _match;
        done = true;
        return `drill_expert.006,${language},${domain},galactic,`;
      },
    );
    expect(broken).not.toBe(fixtureCsv);
    expect(importCsv(broken).ok).toBe(false);
    const imported = await importBank(deps(), importer, { format: "csv", text: broken });
    expect(imported).toMatchObject({ ok: false, error: "invalid" });
    expect(imported.ok === false && imported.error === "invalid" && imported.csv?.[0]?.row).toBeGreaterThan(1);
    expect(await counts()).toEqual({ items: 0, translations: 0, cases: 0, events: 0 });
  });

  it("one id the bank already has: nothing of the package is stored", async () => {
    await people();
    const own = await createItem(deps(), importer, {
      id: "res-assoc-001",
      domain: "reservoirEngineering",
      level: "associate",
      type: "single",
      key: ["A"],
      translations: {
        en: { stem: "Taken?", options: ["A", "B", "C"].map((id) => ({ id, text: `Option ${id}` })), rationale: "" },
      },
    });
    expect(own.ok).toBe(true);
    const before = await counts();
    const imported = await importBank(deps(), importer, { format: "csv", text: fixtureCsv });
    expect(imported).toEqual({ ok: false, error: "exists", itemIds: ["res-assoc-001"], caseIds: [] });
    expect(await counts()).toEqual(before);
  });

  it("refuses anyone without the duty, before reading the package", async () => {
    await people();
    expect(await importBank(deps(), member, { format: "csv", text: fixtureCsv })).toEqual({
      ok: false,
      error: "forbidden",
    });
    expect(await exportBank(deps(), member, "csv")).toBeNull();
    expect(await counts()).toEqual({ items: 0, translations: 0, cases: 0, events: 0 });
  });
});

describe("export and import through the database", () => {
  it("a QTI export imported into an empty bank exports the same bank again", async () => {
    await people();
    expect((await importBank(deps(), importer, { format: "csv", text: fixtureCsv })).ok).toBe(true);
    const first = await exportBank(deps(), importer, "csv");
    const qti = await exportBank(deps(), importer, "qti");
    if (first?.format !== "csv" || qti?.format !== "qti") throw new Error("export failed");
    // What the bank holds is the fixture as it arrived (arrivalOf), texts and keys unchanged.
    const held = importCsv(first.text);
    expect(held.ok && held.items.map((item) => [item.id, item.status, item.key, item.translations.en?.stem])).toEqual(
      [...fixtureItems]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((item) => [item.id, arrivalOf(item, "imp").status, item.key, item.translations.en?.stem]),
    );
    expect(held.ok && held.cases).toEqual(fixtureCases);

    await handle.reset();
    await people();
    const again = await importBank(deps(), importer, { format: "qti", bytes: qti.bytes });
    expect(again.ok).toBe(true);
    const second = await exportBank(deps(), importer, "csv");
    expect(second?.format === "csv" && second.text).toBe(first.text);
  });

  it("exports one level with the case studies its items use", async () => {
    await people();
    await importBank(deps(), importer, { format: "csv", text: fixtureCsv });
    const senior = await exportBank(deps(), importer, "csv", { level: "senior" });
    const read = senior?.format === "csv" ? importCsv(senior.text) : null;
    expect(read?.ok && read.items.map((item) => item.id)).toEqual(["risk-senior-003", "risk-senior-004"]);
    expect(read?.ok && read.cases.map((study) => study.id)).toEqual(["case-ngawha-2"]);
    const associate = await exportBank(deps(), importer, "csv", { level: "associate" });
    const readAssociate = associate?.format === "csv" ? importCsv(associate.text) : null;
    expect(readAssociate?.ok && readAssociate.cases).toEqual([]);
  });
});
