import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { examItemEvents, examItems } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { openTestDatabase, setupTestDatabase } from "../../../../tests/support/test-db.server";
import { person, staffWith } from "../../../../tests/support/review-fixtures.server";
import {
  bankItem,
  createItem,
  editItem,
  itemHistory,
  listBank,
  moveItem,
  reviewTranslation,
  saveCaseStudy,
  saveTranslation,
  type BankDeps,
  type ItemDraft,
} from "./bank.server";

const handle = setupTestDatabase();
/** A second "instance": its own pool on PostgreSQL (so the parallel moves really race); on PGlite the same handle. */
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) second = await openTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

const NOW = new Date("2026-12-01T09:00:00Z");
const deps = (db: Database = handle.db): BankDeps => ({ db, clock: { now: () => NOW } });

const ann: Viewer = { id: "ann", role: "staff", duties: ["examAdministration"] };
const rev: Viewer = { id: "rev", role: "staff", duties: ["examAdministration"] };
const admin: Viewer = { id: "adm", role: "admin", duties: [] };
const reviewerOfApplications: Viewer = { id: "apr", role: "staff", duties: ["applicationReviewer"] };
const member: Viewer = { id: "mem", role: "member", duties: [] };
const partner: Viewer = { id: "par", role: "partner", duties: [] };

async function people() {
  await staffWith(handle.db, "ann", "Ann Author", ["examAdministration"]);
  await staffWith(handle.db, "rev", "Rob Reviewer", ["examAdministration"]);
  await staffWith(handle.db, "apr", "Apu Applications", ["applicationReviewer"]);
  await person(handle.db, "adm", "Ada Admin", "admin");
  await person(handle.db, "mem", "Mo Member");
}

const draft = (id: string, over: Partial<ItemDraft> = {}): ItemDraft => ({
  id,
  domain: "reservoirEngineering",
  level: "associate",
  type: "single",
  key: ["B"],
  translations: {
    en: {
      stem: "Which log finds the feed zones of a well?",
      options: [
        { id: "A", text: "Gamma ray log" },
        { id: "B", text: "Pressure-temperature-spinner log" },
        { id: "C", text: "Caliper log" },
      ],
      rationale: "A PTS log shows where fluid enters the well.",
    },
  },
  ...over,
});

const french = {
  stem: "Quelle diagraphie trouve les zones d'alimentation d'un puits ?",
  options: [
    { id: "A", text: "Diagraphie gamma" },
    { id: "B", text: "Diagraphie pression-température-débitmètre" },
    { id: "C", text: "Diagraphie de diamétrage" },
  ],
  rationale: "Une diagraphie PTS montre où le fluide entre.",
};

/** Ann's item reviewed in English by Rob: ready to move to "reviewed". */
async function reviewedDraft(id = "res-001") {
  const created = await createItem(deps(), ann, draft(id));
  if (!created.ok) throw new Error(created.error);
  const reviewed = await reviewTranslation(deps(), rev, { itemId: id, version: created.item.version, language: "en" });
  if (!reviewed.ok) throw new Error(reviewed.error);
  return reviewed.item;
}

const eventsOf = (id: string) =>
  handle.db.select().from(examItemEvents).where(eq(examItemEvents.itemId, id)).orderBy(asc(examItemEvents.version));

describe("who sees the bank", () => {
  it("exam administration and admins only: members, partners and other staff get nothing", async () => {
    await people();
    expect((await createItem(deps(), admin, draft("adm-001"))).ok).toBe(true);
    for (const viewer of [member, partner, reviewerOfApplications, null]) {
      expect(await createItem(deps(), viewer, draft("x-001"))).toEqual({ ok: false, error: "forbidden" });
      expect(await bankItem(deps(), viewer, "adm-001")).toEqual({ ok: false, error: "forbidden" });
      expect(await listBank(deps(), viewer)).toBeNull();
      expect(await itemHistory(deps(), viewer, "adm-001")).toBeNull();
    }
    expect((await listBank(deps(), ann))?.rows.map((row) => row.id)).toEqual(["adm-001"]);
  });
});

describe("writing items", () => {
  it("creates a draft of the acting author, every text unreviewed, and logs it", async () => {
    await people();
    const created = await createItem(deps(), ann, draft("res-001"));
    expect(created.ok && created.item).toMatchObject({
      id: "res-001",
      status: "draft",
      authorId: "ann",
      version: 1,
      key: ["B"],
      translations: { en: { reviewed: false } },
    });
    expect(created.ok && created.item.reviewerId).toBeUndefined();
    expect(await createItem(deps(), rev, draft("res-001"))).toEqual({ ok: false, error: "exists" });
    expect((await eventsOf("res-001")).map((e) => [e.action, e.actorId, e.toStatus])).toEqual([
      ["created", "ann", "draft"],
    ]);
  });

  it("refuses what the schema refuses, with its problems", async () => {
    await people();
    const bad = await createItem(deps(), ann, draft("res-002", { key: ["Z"] }));
    expect(bad).toMatchObject({ ok: false, error: "invalid", problems: [{ code: "keyNotAnOption" }] });
    const noEnglish = await createItem(deps(), ann, draft("res-003", { translations: { fr: french } }));
    expect(noEnglish).toMatchObject({ ok: false, error: "invalid", problems: [{ code: "englishMissing" }] });
    expect(await createItem(deps(), ann, draft("res-004", { caseId: "nowhere" }))).toEqual({
      ok: false,
      error: "unknownCase",
    });
    expect(await handle.db.select().from(examItems)).toEqual([]);
  });

  it("edits bump the version; a stale version is refused and changes nothing", async () => {
    await people();
    await createItem(deps(), ann, draft("res-001"));
    const edited = await editItem(deps(), rev, {
      version: 1,
      item: draft("res-001", { domain: "drillingOperations" }),
    });
    expect(edited.ok && [edited.item.domain, edited.item.version]).toEqual(["drillingOperations", 2]);
    // Someone still holding version 1 saves: refused, the stored item is the edit above.
    const stale = await editItem(deps(), ann, { version: 1, item: draft("res-001", { domain: "riskAssessment" }) });
    expect(stale).toEqual({ ok: false, error: "stale" });
    const stored = await bankItem(deps(), ann, "res-001");
    expect(stored.ok && [stored.item.domain, stored.item.version, stored.item.authorId]).toEqual([
      "drillingOperations",
      2,
      "ann",
    ]);
    expect(await editItem(deps(), ann, { version: 2, item: draft("res-404") })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect((await eventsOf("res-001")).map((e) => [e.action, e.version])).toEqual([
      ["created", 1],
      ["edited", 2],
    ]);
  });

  it("a translation's review holds while its text and key stay; an edit of either needs a new one", async () => {
    await people();
    await createItem(deps(), ann, draft("res-001"));
    const saved = await saveTranslation(deps(), ann, {
      itemId: "res-001",
      version: 1,
      language: "fr",
      translation: french,
    });
    expect(saved.ok && saved.item.translations.fr?.reviewed).toBe(false);
    await reviewTranslation(deps(), rev, { itemId: "res-001", version: 2, language: "en" });
    const both = await reviewTranslation(deps(), rev, { itemId: "res-001", version: 3, language: "fr" });
    expect(both.ok && [both.item.translations.en?.reviewed, both.item.translations.fr?.reviewed]).toEqual([true, true]);
    // The French text changes: only French needs its review again.
    const withFrench = {
      ...draft("res-001"),
      translations: { ...draft("res-001").translations, fr: { ...french, rationale: "Autre." } },
    };
    const edited = await editItem(deps(), ann, { version: 4, item: withFrench });
    expect(edited.ok && [edited.item.translations.en?.reviewed, edited.item.translations.fr?.reviewed]).toEqual([
      true,
      false,
    ]);
    // The key changes: every language says something else now.
    const rekeyed = await editItem(deps(), ann, { version: 5, item: { ...withFrench, key: ["A"] } });
    expect(rekeyed.ok && rekeyed.item.translations.en?.reviewed).toBe(false);
  });

  it("case studies: an item must find its case in each of its languages", async () => {
    await people();
    const study = await saveCaseStudy(deps(), ann, {
      study: { id: "case-1", translations: { en: { scenario: "Well NG-2 loses pressure." } } },
    });
    expect(study.ok && study.study.version).toBe(1);
    expect((await createItem(deps(), ann, draft("res-001", { caseId: "case-1" }))).ok).toBe(true);
    const fr = await saveTranslation(deps(), ann, {
      itemId: "res-001",
      version: 1,
      language: "fr",
      translation: french,
    });
    expect(fr).toEqual({ ok: false, error: "unknownCase" });
    const moreLanguages = await saveCaseStudy(deps(), ann, {
      version: 1,
      study: {
        id: "case-1",
        translations: { en: { scenario: "Well NG-2 loses pressure." }, fr: { scenario: "Le puits perd." } },
      },
    });
    expect(moreLanguages.ok && moreLanguages.study.version).toBe(2);
    expect(
      (await saveTranslation(deps(), ann, { itemId: "res-001", version: 1, language: "fr", translation: french })).ok,
    ).toBe(true);
  });
});

describe("review and status moves", () => {
  it("refuses the author reviewing their own item, a translation or the move", async () => {
    await people();
    const created = await createItem(deps(), ann, draft("res-001"));
    expect(created.ok).toBe(true);
    expect(await reviewTranslation(deps(), ann, { itemId: "res-001", version: 1, language: "en" })).toEqual({
      ok: false,
      error: "ownItem",
    });
    await reviewTranslation(deps(), rev, { itemId: "res-001", version: 1, language: "en" });
    expect(await moveItem(deps(), ann, { itemId: "res-001", version: 2, to: "reviewed" })).toEqual({
      ok: false,
      error: "ownItem",
    });
    // An admin holds every duty, but an author is an author.
    await createItem(deps(), admin, draft("adm-001"));
    expect(await reviewTranslation(deps(), admin, { itemId: "adm-001", version: 1, language: "en" })).toEqual({
      ok: false,
      error: "ownItem",
    });
  });

  it("draft → reviewed → live → retired, each move logged with who, from, to and why; a live item is not edited", async () => {
    await people();
    const ready = await reviewedDraft();
    // Not every language reviewed yet: moveProblem refuses.
    const fr = await saveTranslation(deps(), ann, {
      itemId: ready.id,
      version: ready.version,
      language: "fr",
      translation: french,
    });
    expect(fr.ok).toBe(true);
    expect(await moveItem(deps(), rev, { itemId: ready.id, version: 3, to: "reviewed" })).toEqual({
      ok: false,
      error: "move",
      problem: { code: "translationsNotReviewed", languages: ["fr"] },
    });
    await reviewTranslation(deps(), rev, { itemId: ready.id, version: 3, language: "fr" });
    expect(await moveItem(deps(), rev, { itemId: ready.id, version: 4, to: "live" })).toEqual({
      ok: false,
      error: "move",
      problem: { code: "moveNotAllowed", from: "draft", to: "live" },
    });
    const reviewed = await moveItem(deps(), rev, { itemId: ready.id, version: 4, to: "reviewed" });
    expect(reviewed.ok && [reviewed.item.status, reviewed.item.reviewerId]).toEqual(["reviewed", "rev"]);
    // Sent back with a reason, reviewed again, made live.
    expect(await moveItem(deps(), rev, { itemId: ready.id, version: 5, to: "draft" })).toEqual({
      ok: false,
      error: "reasonRequired",
    });
    const back = await moveItem(deps(), rev, {
      itemId: ready.id,
      version: 5,
      to: "draft",
      reason: "Option C is ambiguous.",
    });
    expect(back.ok && [back.item.status, back.item.reviewerId]).toEqual(["draft", undefined]);
    await moveItem(deps(), rev, { itemId: ready.id, version: 6, to: "reviewed" });
    const live = await moveItem(deps(), ann, { itemId: ready.id, version: 7, to: "live" });
    expect(live.ok && live.item.status).toBe("live");

    expect(await editItem(deps(), ann, { version: 8, item: draft(ready.id) })).toEqual({
      ok: false,
      error: "notEditable",
    });
    expect(
      await saveTranslation(deps(), ann, { itemId: ready.id, version: 8, language: "es", translation: french }),
    ).toEqual({ ok: false, error: "notEditable" });
    const retired = await moveItem(deps(), rev, {
      itemId: ready.id,
      version: 8,
      to: "retired",
      reason: "Over-exposed.",
    });
    expect(retired.ok && retired.item.status).toBe("retired");
    expect(await moveItem(deps(), rev, { itemId: ready.id, version: 9, to: "live" })).toMatchObject({
      ok: false,
      error: "move",
    });

    const moves = (await eventsOf(ready.id)).filter((e) => e.action === "moved");
    expect(moves.map((e) => [e.actorId, e.fromStatus, e.toStatus, e.reason, e.at.toISOString()])).toEqual([
      ["rev", "draft", "reviewed", "", NOW.toISOString()],
      ["rev", "reviewed", "draft", "Option C is ambiguous.", NOW.toISOString()],
      ["rev", "draft", "reviewed", "", NOW.toISOString()],
      ["ann", "reviewed", "live", "", NOW.toISOString()],
      ["rev", "live", "retired", "Over-exposed.", NOW.toISOString()],
    ]);
    // Every change is in the log, one row per version.
    const history = (await itemHistory(deps(), admin, ready.id)) ?? [];
    expect(history.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("two parallel moves of one item: one is made and logged, the other is refused", async () => {
    await people();
    const ready = await reviewedDraft();
    const results = await Promise.all([
      moveItem(deps(), rev, { itemId: ready.id, version: ready.version, to: "reviewed" }),
      moveItem(deps(second?.db), admin, { itemId: ready.id, version: ready.version, to: "reviewed" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "stale" }]);
    const moves = (await eventsOf(ready.id)).filter((e) => e.action === "moved");
    expect(moves).toHaveLength(1);
    const [row] = await handle.db.select().from(examItems).where(eq(examItems.id, ready.id));
    expect([row!.status, row!.reviewerId, row!.version]).toEqual(["reviewed", moves[0]!.actorId, ready.version + 1]);
  });
});

describe("the bank's list", () => {
  it("filters by domain, level, status, language and text", async () => {
    await people();
    await createItem(deps(), ann, draft("res-001"));
    await createItem(deps(), ann, draft("dri-001", { domain: "drillingOperations", level: "professional" }));
    await saveTranslation(deps(), ann, { itemId: "res-001", version: 1, language: "fr", translation: french });
    const ids = async (filters: Parameters<typeof listBank>[2]) =>
      (await listBank(deps(), rev, filters))?.rows.map((row) => row.id);
    expect(await ids({})).toEqual(["dri-001", "res-001"]);
    expect(await ids({ domain: "drillingOperations" })).toEqual(["dri-001"]);
    expect(await ids({ level: "associate" })).toEqual(["res-001"]);
    expect(await ids({ status: "live" })).toEqual([]);
    expect(await ids({ language: "fr" })).toEqual(["res-001"]);
    expect(await ids({ text: "débitmètre" })).toEqual(["res-001"]);
    expect(await ids({ text: "feed zones" })).toEqual(["dri-001", "res-001"]);
    expect(await ids({ text: "100%" })).toEqual([]);
    expect(await ids({ text: "spinner" })).toEqual(["dri-001", "res-001"]);
    expect(await ids({ text: "text" })).toEqual([]);
    const [row] = (await listBank(deps(), rev, { language: "fr" }))!.rows;
    expect(row).toMatchObject({
      languages: ["en", "fr"],
      stem: "Which log finds the feed zones of a well?",
      version: 2,
    });
  });
});
