/**
 * Item and form statistics from the answers of scored attempts (docs/decisions/055): the data the pure engine
 * (engine/statistics.ts) needs, read in three queries, scored against the keys of the form's items as stored (the
 * same `isCorrect` that scored the attempts), and the review's flags. Computed on request: at 500 candidates ×
 * 150 items it takes well under a second (the decision records the measurement).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import { isCorrect, type KeyedItem } from "../engine/scoring";
import {
  difReport,
  formStatistics,
  itemStatistics,
  type CandidateRecord,
  type DifFinding,
  type FormStatistics,
  type ItemStatistics,
} from "../engine/statistics";
import { examAttempts, examFormItems, examForms, examItems, examItemTranslations, examResponses } from "../schema";
import { countedStates, itemReviewRule } from "./rules";

export type ItemFlag =
  | { kind: "translation"; language: string; delta: number }
  | { kind: "lowDiscrimination" }
  | { kind: "tooEasy" }
  | { kind: "tooHard" };

export type ItemReport = {
  itemId: string;
  position: number;
  domain: FrameworkDomain;
  key: string[];
  statistics: ItemStatistics;
  /** One finding per language sat, against all the others. */
  dif: DifFinding[];
  flags: ItemFlag[];
};

export type FormReport = {
  formId: string;
  level: FrameworkLevel;
  frozenAt: Date;
  perLanguage: { language: string; n: number }[];
  /** Whether there are enough candidates for the statistics to say anything (`itemReviewRule.minCandidates`). */
  enough: boolean;
  form: FormStatistics;
  items: ItemReport[];
};

const counted = (formId: string) =>
  and(
    eq(examAttempts.formId, formId),
    inArray(examAttempts.state, [...countedStates]),
    ne(examAttempts.resultStatus, "voided"),
  );

/** Forms with counted attempts, newest first, with their candidates per language (one grouped query). */
export async function formsWithAttempts(db: Database) {
  const rows = await db
    .select({
      formId: examForms.id,
      level: examForms.level,
      frozenAt: examForms.frozenAt,
      language: examAttempts.language,
      n: sql<number>`count(*)::int`,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(and(inArray(examAttempts.state, [...countedStates]), ne(examAttempts.resultStatus, "voided")))
    .groupBy(examForms.id, examForms.level, examForms.frozenAt, examAttempts.language)
    .orderBy(sql`${examForms.frozenAt} desc`, examForms.id, examAttempts.language);
  const forms = new Map<
    string,
    {
      formId: string;
      level: FrameworkLevel;
      frozenAt: Date;
      total: number;
      perLanguage: { language: string; n: number }[];
    }
  >();
  for (const row of rows) {
    const form = forms.get(row.formId) ?? { ...row, total: 0, perLanguage: [] };
    form.total += row.n;
    form.perLanguage.push({ language: row.language, n: row.n });
    forms.set(row.formId, form);
  }
  return [...forms.values()];
}

/** What the engine needs of a form: its keyed items with their option ids, and each counted candidate's answers. */
export async function formRecords(db: Database, formId: string) {
  const [form] = await db.select().from(examForms).where(eq(examForms.id, formId));
  if (!form) return null;
  const items = await db
    .select({
      id: examItems.id,
      position: examFormItems.position,
      domain: examItems.domain,
      type: examItems.type,
      key: examItems.key,
    })
    .from(examFormItems)
    .innerJoin(examItems, eq(examItems.id, examFormItems.itemId))
    .where(eq(examFormItems.formId, formId))
    .orderBy(asc(examFormItems.position));
  // Option ids are the same in every language; English is the source every item has.
  const texts = items.length
    ? await db
        .select({ itemId: examItemTranslations.itemId, options: examItemTranslations.options })
        .from(examItemTranslations)
        .where(
          and(
            inArray(
              examItemTranslations.itemId,
              items.map((item) => item.id),
            ),
            eq(examItemTranslations.language, "en"),
          ),
        )
    : [];
  const optionsOf = new Map(texts.map((t) => [t.itemId, t.options.map((o) => o.id)]));
  const attempts = await db
    .select({ id: examAttempts.id, language: examAttempts.language })
    .from(examAttempts)
    .where(counted(formId))
    .orderBy(examAttempts.id);
  const responses = await db
    .select({ attemptId: examResponses.attemptId, itemId: examResponses.itemId, choice: examResponses.choice })
    .from(examResponses)
    .innerJoin(examAttempts, eq(examAttempts.id, examResponses.attemptId))
    .where(counted(formId));
  const keyed = new Map<string, KeyedItem>(
    items.map((item) => [
      item.id,
      { id: item.id, domain: item.domain, kind: item.type === "multiple" ? "multiple" : "single", correct: item.key },
    ]),
  );
  const byAttempt = new Map<
    string,
    CandidateRecord & { scores: Record<string, number>; chosen: Record<string, string[]> }
  >(attempts.map((a) => [a.id, { candidateId: a.id, language: a.language, scores: {}, chosen: {} }]));
  for (const response of responses) {
    const record = byAttempt.get(response.attemptId);
    const item = keyed.get(response.itemId);
    if (!record || !item) continue;
    record.chosen[item.id] = response.choice;
    record.scores[item.id] = isCorrect(item, response.choice) ? 1 : 0;
  }
  return {
    form,
    items: items.map((item) => ({ ...item, options: optionsOf.get(item.id) ?? [] })),
    candidates: [...byAttempt.values()],
  };
}

function flagsOf(statistics: ItemStatistics, dif: readonly DifFinding[]): ItemFlag[] {
  const flags: ItemFlag[] = [];
  for (const finding of dif)
    if (finding.ok && finding.likelyTranslationFault && finding.favours === "reference")
      flags.push({ kind: "translation", language: finding.focal, delta: finding.result.delta });
  const p = statistics.difficulty.value;
  const r = statistics.discrimination.value;
  if (p !== null && p > itemReviewRule.tooEasyAbove) flags.push({ kind: "tooEasy" });
  if (p !== null && p < itemReviewRule.tooHardBelow) flags.push({ kind: "tooHard" });
  if (r !== null && r < itemReviewRule.lowDiscriminationBelow) flags.push({ kind: "lowDiscrimination" });
  return flags;
}

/** The whole review of one form: reliability, SEM, and every item with its statistics and flags. */
export async function formReport(db: Database, formId: string): Promise<FormReport | null> {
  const records = await formRecords(db, formId);
  if (!records) return null;
  const { form, items, candidates } = records;
  const statItems = items.map((item) => ({ id: item.id, options: item.options }));
  const perLanguage = [...new Set(candidates.map((c) => c.language))]
    .sort()
    .map((language) => ({ language, n: candidates.filter((c) => c.language === language).length }));
  const enough = candidates.length >= itemReviewRule.minCandidates;
  const statistics = itemStatistics(statItems, candidates);
  const dif = enough ? difReport(statItems, candidates, { minGroupSize: itemReviewRule.minPerLanguage }) : [];
  return {
    formId: form.id,
    level: form.level,
    frozenAt: form.frozenAt,
    perLanguage,
    enough,
    form: formStatistics(statItems, candidates),
    items: items.map((item, index) => {
      const itemDif = dif.filter((finding) => finding.itemId === item.id);
      return {
        itemId: item.id,
        position: item.position,
        domain: item.domain,
        key: item.key,
        statistics: statistics[index]!,
        dif: itemDif,
        flags: enough ? flagsOf(statistics[index]!, itemDif) : [],
      };
    }),
  };
}

/** One item of a form's review, with its options' choice rates per language as well as over all. */
export async function itemReport(db: Database, formId: string, itemId: string) {
  const report = await formReport(db, formId);
  const item = report?.items.find((i) => i.itemId === itemId);
  if (!report || !item) return null;
  const records = (await formRecords(db, formId))!;
  const options = item.statistics.options.map((o) => o.option);
  const rates = (group: readonly CandidateRecord[]) => ({
    n: group.length,
    options: options.map((option) => ({
      option,
      rate: group.length ? group.filter((c) => c.chosen?.[itemId]?.includes(option)).length / group.length : 0,
    })),
    omitted: group.length ? group.filter((c) => !c.chosen?.[itemId]?.length).length / group.length : 0,
  });
  const optionsByLanguage = report.perLanguage.map(({ language }) => ({
    language,
    ...rates(records.candidates.filter((c) => c.language === language)),
  }));
  return { report, item, optionsByLanguage };
}
