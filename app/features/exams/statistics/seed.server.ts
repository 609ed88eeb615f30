/**
 * Demo data for the item statistics (docs/decisions/055): an earlier closed session of the associate form with a
 * cohort sat in English, Spanish and French, answers drawn from a simple ability model, and one item whose Spanish
 * translation is made to mislead, so the review has a real translation flag to show. The demo attempts the results
 * pages already show get answers that agree with their stored domain results.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DomainResult } from "../engine/scoring";
import { seededRandom } from "../engine/random";
import { examAttempts, examFormItems, examItems, examResponses } from "../schema";
import { insertCohort, type CohortCandidate } from "./cohort.server";

const DAY = 86_400_000;
/** Per language: enough for a translation verdict (`itemReviewRule.minPerLanguage`). */
export const DEMO_COHORT_PER_LANGUAGE = 36;
const languages = ["en", "es", "fr"] as const;
/** The form's item (by order) whose Spanish text is the demo's faulty translation: one of middling difficulty. */
export const DEMO_FAULTY_INDEX = 36;

async function formItems(db: Database, formId: string) {
  return db
    .select({
      id: examItems.id,
      type: examItems.type,
      key: examItems.key,
      domain: examItems.domain,
      position: examFormItems.position,
    })
    .from(examFormItems)
    .innerJoin(examItems, eq(examItems.id, examFormItems.itemId))
    .where(eq(examFormItems.formId, formId))
    .orderBy(asc(examFormItems.position));
}

const wrongOption = (key: readonly string[], random: () => number) => {
  const others = ["a", "b", "c", "d"].filter((o) => !key.includes(o));
  return others[Math.floor(random() * others.length)] ?? "a";
};

export async function seedStatisticsDemo(db: Database, now: Date, formId: string, level: "associate") {
  const items = await formItems(db, formId);
  if (items.length === 0) return;
  const random = seededRandom("demo-statistics");
  // Item difficulty on a logit scale, spread so the list shows easy, hard and middling items.
  const difficulty = items.map((_, i) => ((i * 37) % 41) / 10 - 2);
  const candidates: CohortCandidate[] = [];
  for (const language of languages)
    for (let n = 1; n <= DEMO_COHORT_PER_LANGUAGE; n++) {
      const ability = random() * 3 - 1;
      const choices: Record<string, string[]> = {};
      items.forEach((item, i) => {
        const faulty = language === "es" && i === DEMO_FAULTY_INDEX;
        const p = 1 / (1 + Math.exp(-(ability - difficulty[i]! - (faulty ? 3 : 0))));
        if (random() < 0.02) return; // left unanswered
        choices[item.id] = random() < p ? [...item.key] : [wrongOption(item.key, random)];
      });
      candidates.push({
        id: `demo-cohort-${language}-${String(n).padStart(2, "0")}`,
        name: `Cohort Candidate ${language.toUpperCase()} ${n}`,
        language,
        choices,
      });
    }
  const sat = new Date(Math.floor(now.getTime() / DAY) * DAY - 40 * DAY + 9 * 3_600_000);
  await insertCohort(db, { formId, level, items, candidates, sat });

  // The results pages' demo attempts on this form: answers that give exactly their stored domain results.
  const existing = await db
    .select({ id: examAttempts.id, domains: examAttempts.domainResults, seed: examAttempts.seed })
    .from(examAttempts)
    .leftJoin(examResponses, eq(examResponses.attemptId, examAttempts.id))
    .where(and(eq(examAttempts.formId, formId), eq(examAttempts.state, "scored"), isNull(examResponses.attemptId)));
  const rows = existing.flatMap((attempt) => {
    const right = new Map((attempt.domains ?? []).map((d: DomainResult) => [d.domain, d.correct]));
    const pick = seededRandom(attempt.seed ?? attempt.id);
    return items.map((item) => {
      const left = right.get(item.domain) ?? 0;
      right.set(item.domain, left - 1);
      return {
        attemptId: attempt.id,
        itemId: item.id,
        choice: left > 0 ? [...item.key] : [wrongOption(item.key, pick)],
        revision: 1,
        savedAt: now,
      };
    });
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(examResponses).values(rows.slice(i, i + 500));
}
