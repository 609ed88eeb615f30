/** Test fixtures of item statistics (decision 055): a three-item form and a small cohort computed by hand. */
import { frameworkDomains } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { examFormItems, examForms, examItems, examItemTranslations } from "~/db/schema";
import { blueprintFor } from "~/features/exams/engine/blueprint";
import { insertCohort, type CohortCandidate } from "~/features/exams/statistics/cohort.server";

const options = ["a", "b", "c", "d"].map((id) => ({ id, text: `Option ${id}` }));

/** A three-item form, keys a, b and c. */
export async function smallForm(db: Database) {
  const items = [
    { id: "t.1", type: "single" as const, key: ["a"] },
    { id: "t.2", type: "single" as const, key: ["b"] },
    { id: "t.3", type: "single" as const, key: ["c"] },
  ];
  await db.insert(examItems).values(
    items.map((item) => ({
      ...item,
      domain: frameworkDomains[0],
      level: "associate" as const,
      status: "live" as const,
      authorId: "author",
      reviewerId: "reviewer",
    })),
  );
  await db.insert(examItemTranslations).values(
    items.flatMap((item) =>
      (["en", "es"] as const).map((language) => ({
        itemId: item.id,
        language,
        stem: `Stem ${item.id} ${language}`,
        options,
        reviewed: true,
      })),
    ),
  );
  const [form] = await db
    .insert(examForms)
    .values({
      level: "associate",
      languages: ["en", "es"],
      itemIds: items.map((i) => i.id),
      caseIds: [],
      seed: "t",
      blueprint: blueprintFor("associate"),
    })
    .returning();
  await db
    .insert(examFormItems)
    .values(items.map((item, position) => ({ formId: form!.id, position, itemId: item.id, itemVersion: 1 })));
  return { formId: form!.id, items };
}

/**
 * Four candidates, totals 3, 2, 1, 0 (by hand: mean 1.5, σ² 1.25, Σpq 0.625, KR-20 = 3/2 · (1 − 0.625/1.25) =
 * 0.75, SEM = √1.25 · √0.25 ≈ 0.5590; item 1 against the rest [2, 1, 0, 0]: r = 0.75 / √(0.75 · 2.75) ≈ 0.5222).
 */
export const smallCohort: CohortCandidate[] = [
  { id: "c1", name: "C One", language: "en", choices: { "t.1": ["a"], "t.2": ["b"], "t.3": ["c"] } },
  { id: "c2", name: "C Two", language: "en", choices: { "t.1": ["a"], "t.2": ["b"], "t.3": ["d"] } },
  { id: "c3", name: "C Three", language: "es", choices: { "t.1": ["a"], "t.2": ["c"] } },
  { id: "c4", name: "C Four", language: "es", choices: { "t.1": ["b"], "t.2": ["c"] } },
  // Voided: left out of every number.
  { id: "c5", name: "C Five", language: "es", choices: { "t.1": ["d"], "t.2": ["d"], "t.3": ["d"] } },
];

/** The small form with the small cohort sat on it (c5 voided). */
export async function smallSession(db: Database) {
  const { formId, items } = await smallForm(db);
  await insertCohort(db, {
    formId,
    level: "associate",
    items,
    candidates: smallCohort,
    sat: new Date("2026-05-01T09:00:00Z"),
    voided: ["c5"],
  });
  return { formId };
}
