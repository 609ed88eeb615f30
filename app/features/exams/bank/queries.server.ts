/**
 * Reading the item bank back into the model of decision 046: rows of items and translations become `ExamItem`s,
 * cases become `CaseStudy`s. Shared by the writes (which check the whole item again with `examItemSchema`), the
 * export and form assembly. No policy here: every caller is a function of bank.server.ts, exchange.server.ts or
 * forms.server.ts that has asked it already.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { CaseStudy, ExamItem, Translation } from "../items/model";
import { examCaseStudies, examCaseTranslations, examItems, examItemTranslations } from "../schema";

/**
 * Ids in code-point order whatever the database's collation (PGlite's and a server's may differ): exports, lists
 * and pages come out in the same order everywhere, the order `assembleForm` sorts by too.
 */
export const byId = (column: typeof examItems.id | typeof examCaseStudies.id) => sql`${column} collate "C"`;

/** An item as stored: the model plus what only the bank keeps. */
export type StoredItem = ExamItem & { version: number; createdAt: Date; updatedAt: Date };
export type StoredCase = CaseStudy & { version: number };

type ItemRow = typeof examItems.$inferSelect;
type TranslationRow = typeof examItemTranslations.$inferSelect;

/** One item from its row and its translations' rows (optional fields absent, never undefined-valued). */
export function itemFromRows(row: ItemRow, translations: readonly TranslationRow[]): StoredItem {
  const texts: Partial<Record<LanguageCode, Translation>> = {};
  for (const t of translations) {
    texts[t.language] = { stem: t.stem, options: t.options, rationale: t.rationale, reviewed: t.reviewed };
  }
  return {
    id: row.id,
    domain: row.domain,
    level: row.level,
    type: row.type,
    ...(row.caseId !== null ? { caseId: row.caseId } : {}),
    status: row.status,
    authorId: row.authorId,
    ...(row.reviewerId !== null ? { reviewerId: row.reviewerId } : {}),
    key: row.key,
    translations: texts,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The items `where` selects, by id, with their translations. */
export async function loadItems(db: Database, where?: SQL): Promise<StoredItem[]> {
  const rows = await db.select().from(examItems).where(where).orderBy(byId(examItems.id));
  if (rows.length === 0) return [];
  const translations = await db
    .select()
    .from(examItemTranslations)
    .where(
      inArray(
        examItemTranslations.itemId,
        rows.map((row) => row.id),
      ),
    );
  const byItem = new Map<string, TranslationRow[]>();
  for (const t of translations) byItem.set(t.itemId, [...(byItem.get(t.itemId) ?? []), t]);
  return rows.map((row) => itemFromRows(row, byItem.get(row.id) ?? []));
}

/**
 * One item locked for the rest of the transaction (`for update`): a parallel change waits for this one to commit
 * and then reads the version it made, so it is refused as stale instead of overwriting it.
 */
export async function lockItem(tx: Database, id: string): Promise<StoredItem | null> {
  const [row] = await tx.select().from(examItems).where(eq(examItems.id, id)).for("update");
  if (!row) return null;
  const translations = await tx.select().from(examItemTranslations).where(eq(examItemTranslations.itemId, id));
  return itemFromRows(row, translations);
}

/** The case studies with these ids (all of them when `ids` is absent), by id. */
export async function loadCases(db: Database, ids?: readonly string[]): Promise<StoredCase[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(examCaseStudies)
    .where(ids ? inArray(examCaseStudies.id, [...ids]) : undefined)
    .orderBy(byId(examCaseStudies.id));
  if (rows.length === 0) return [];
  const translations = await db
    .select()
    .from(examCaseTranslations)
    .where(
      inArray(
        examCaseTranslations.caseId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const texts: CaseStudy["translations"] = {};
    for (const t of translations) if (t.caseId === row.id) texts[t.language] = { scenario: t.scenario };
    return { id: row.id, translations: texts, version: row.version };
  });
}

/** The model's item without what the bank keeps beside it (for the exchange formats and the schema). */
export function modelOf(item: StoredItem): ExamItem {
  const { version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...model } = item;
  return model;
}

/** The translations' rows of an item, as inserted. */
export function translationRows(
  itemId: string,
  translations: ExamItem["translations"],
  review: (language: LanguageCode, translation: Translation) => Pick<TranslationRow, "reviewedBy" | "reviewedAt">,
): (typeof examItemTranslations.$inferInsert)[] {
  return (Object.entries(translations) as [LanguageCode, Translation | undefined][]).flatMap(([language, t]) =>
    t
      ? [
          {
            itemId,
            language,
            stem: t.stem,
            options: t.options,
            rationale: t.rationale,
            reviewed: t.reviewed,
            ...review(language, t),
          },
        ]
      : [],
  );
}

/** An item's columns as the model has them (times and version are the writer's). */
export function itemColumns(item: ExamItem) {
  return {
    id: item.id,
    domain: item.domain,
    level: item.level,
    type: item.type,
    caseId: item.caseId ?? null,
    key: item.key,
    status: item.status,
    authorId: item.authorId,
    reviewerId: item.reviewerId ?? null,
  };
}
