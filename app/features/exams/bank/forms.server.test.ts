import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { frameworkDomains, type FrameworkDomain } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { examFormItems, examForms, examItems, examItemTranslations } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { setupTestDatabase } from "../../../../tests/support/test-db.server";
import { staffWith } from "../../../../tests/support/review-fixtures.server";
import { assembleForm } from "../engine/assemble";
import { blueprintFor } from "../engine/blueprint";
import type { ItemStatus } from "../items/model";
import type { BankDeps } from "./bank.server";
import { assembleAndFreeze, frozenForms } from "./forms.server";

const handle = setupTestDatabase();
const NOW = new Date("2026-12-01T09:00:00Z");
const deps = (): BankDeps => ({ db: handle.db, clock: { now: () => NOW } });
const exams: Viewer = { id: "exa", role: "staff", duties: ["examAdministration"] };
const finance: Viewer = { id: "fin", role: "staff", duties: ["finance"] };

/**
 * Items of the Associate level written straight into the tables (their writing and moves are tested in
 * bank.server.test.ts): `perDomain` live items per domain, in English and French, both reviewed.
 */
async function associateBank(
  db: Database,
  perDomain: (domain: FrameworkDomain) => number,
  status: ItemStatus = "live",
) {
  const items = frameworkDomains.flatMap((domain) =>
    Array.from({ length: perDomain(domain) }, (_, i) => ({ id: `${domain}-${String(i).padStart(3, "0")}`, domain })),
  );
  if (items.length === 0) return [];
  await db.insert(examItems).values(
    items.map((item) => ({
      id: item.id,
      domain: item.domain,
      level: "associate" as const,
      type: "single" as const,
      key: ["A"],
      status,
      authorId: "someone",
      reviewerId: "someone-else",
    })),
  );
  await db.insert(examItemTranslations).values(
    items.flatMap((item) =>
      (["en", "fr"] as const).map((language) => ({
        itemId: item.id,
        language,
        stem: `${item.id} (${language})`,
        options: ["A", "B", "C"].map((id) => ({ id, text: id })),
        rationale: "",
        reviewed: true,
      })),
    ),
  );
  return items;
}

describe("assembling and freezing a form", () => {
  it("freezes the engine's draw: items in order, seed, languages and blueprint; the same seed gives the same form", async () => {
    await staffWith(handle.db, "exa", "Eve Exams", ["examAdministration"]);
    const counts = blueprintFor("associate").counts;
    await associateBank(handle.db, (domain) => counts[domain] + 2);
    // Retired and draft items are in the bank but never on a form.
    await handle.db.insert(examItems).values([
      {
        id: "zz-retired",
        domain: "drillingOperations",
        level: "associate",
        type: "single",
        key: ["A"],
        status: "retired",
        authorId: "a",
        reviewerId: "b",
      },
      {
        id: "zz-draft",
        domain: "drillingOperations",
        level: "associate",
        type: "single",
        key: ["A"],
        status: "draft",
        authorId: "a",
      },
    ]);

    const frozen = await assembleAndFreeze(deps(), exams, {
      level: "associate",
      languages: ["fr", "en", "fr"],
      seed: "2027-spring",
    });
    if (!frozen.ok) throw new Error(frozen.error);
    const { form } = frozen;
    expect(form).toMatchObject({ level: "associate", languages: ["en", "fr"], seed: "2027-spring", createdBy: "exa" });
    expect(form.frozenAt.toISOString()).toBe(NOW.toISOString());
    expect(form.itemIds).toHaveLength(100);
    expect(form.itemIds).not.toContain("zz-retired");
    expect(form.blueprint).toEqual(blueprintFor("associate"));
    // The engine, given the same live items and seed, draws the same form.
    const live = await handle.db.select().from(examItems).where(eq(examItems.status, "live"));
    const again = assembleForm(
      blueprintFor("associate"),
      live.map((item) => ({ ...item, languages: ["en", "fr"] })),
      { seed: "2027-spring", languages: ["en", "fr"] },
    );
    expect(again.ok && again.form.itemIds).toEqual(form.itemIds);
    // One row per item, in the form's order, with the version frozen.
    const rows = await handle.db
      .select()
      .from(examFormItems)
      .where(eq(examFormItems.formId, form.id))
      .orderBy(asc(examFormItems.position));
    expect(rows.map((row) => row.itemId)).toEqual(form.itemIds);
    expect(rows.every((row) => row.itemVersion === 1)).toBe(true);

    const second = await assembleAndFreeze(deps(), exams, {
      level: "associate",
      languages: ["en", "fr"],
      seed: "2027-spring",
    });
    expect(second.ok && second.form.itemIds).toEqual(form.itemIds);
    const other = await assembleAndFreeze(deps(), exams, {
      level: "associate",
      languages: ["en"],
      seed: "2027-autumn",
    });
    expect(other.ok && other.form.itemIds).not.toEqual(form.itemIds);
    expect((await frozenForms(deps(), exams, "associate"))?.length).toBe(3);
  });

  it("stores nothing when the bank is short, and says what is missing per domain", async () => {
    await staffWith(handle.db, "exa", "Eve Exams", ["examAdministration"]);
    const counts = blueprintFor("associate").counts;
    await associateBank(handle.db, (domain) => (domain === "drillingOperations" ? counts[domain] - 3 : counts[domain]));
    const short = await assembleAndFreeze(deps(), exams, { level: "associate", languages: ["en"], seed: "s" });
    expect(short).toEqual({
      ok: false,
      error: "shortfall",
      domains: [
        {
          domain: "drillingOperations",
          need: counts.drillingOperations,
          available: counts.drillingOperations - 3,
          missing: 3,
        },
      ],
      caseStudies: null,
    });
    // A language one item lacks a reviewed text in: that item does not count.
    await handle.db
      .update(examItemTranslations)
      .set({ reviewed: false })
      .where(eq(examItemTranslations.itemId, "reservoirEngineering-000"));
    const french = await assembleAndFreeze(deps(), exams, { level: "associate", languages: ["fr"], seed: "s" });
    expect(
      french.ok === false && french.error === "shortfall" && french.domains.map((d) => [d.domain, d.missing]),
    ).toEqual([
      ["reservoirEngineering", 1],
      ["drillingOperations", 3],
    ]);
    // A short bank freezes nothing.
    expect(await handle.db.select().from(examForms)).toEqual([]);
  });

  it("is for exam administration only, and asks for known languages", async () => {
    await staffWith(handle.db, "exa", "Eve Exams", ["examAdministration"]);
    expect(await assembleAndFreeze(deps(), finance, { level: "associate", languages: ["en"], seed: "s" })).toEqual({
      ok: false,
      error: "forbidden",
    });
    expect(await frozenForms(deps(), null, "associate")).toBeNull();
    for (const languages of [[], ["xx"]])
      expect(await assembleAndFreeze(deps(), exams, { level: "associate", languages, seed: "s" })).toEqual({
        ok: false,
        error: "languages",
      });
  });
});
