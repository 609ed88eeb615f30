/**
 * The item bank's writes and reads for staff (docs/decisions/047): create and edit items, their translations and
 * case studies, review translations, move items through `moveProblem`, and list or search the bank. Every
 * function takes the acting person and asks the policy itself, so a route that forgets to cannot leak the bank.
 *
 * Each change is one transaction that locks the item's row (`for update`), refuses a stale `version` (the one the
 * editor loaded), checks the whole item again with `examItemSchema`, bumps the version and writes a row of
 * `exam_item_events`: two people saving at once make one change and one log row, and the other is told to reload.
 */
import { and, asc, count, eq, exists, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import type { Viewer } from "~/features/auth";
import { containsPattern } from "~/lib/data/like-pattern";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Deps } from "~/lib/server/deps.server";
import {
  languagesOf,
  moveProblem,
  parseCaseStudy,
  parseExamItem,
  REQUIRED_LANGUAGE,
  type CaseStudyInput,
  type ExamItem,
  type ExamItemInput,
  type ItemProblem,
  type ItemStatus,
  type MoveProblem,
  type Translation,
} from "../items/model";
import {
  examCaseStudies,
  examCaseTranslations,
  examItemEvents,
  examItems,
  examItemTranslations,
  type ExamBankAction,
} from "../schema";
import { canReviewItem, canUseItemBank } from "./policy";
import {
  byId,
  itemColumns,
  loadCases,
  loadItems,
  lockItem,
  modelOf,
  translationRows,
  type StoredCase,
  type StoredItem,
} from "./queries.server";

export type BankDeps = Pick<Deps, "db" | "clock">;

/**
 * Why a change was refused. `forbidden`: the policy; `notFound`; `stale`: the item changed since the editor
 * loaded `version`; `notEditable`: the item is past draft (a live item is retired and a new one written; a
 * reviewed one is sent back first, since its review approved exactly this text); `invalid`: the schema's
 * problems; `ownItem`: an author reviewing their own item; `move`: `moveProblem`'s answer; `reasonRequired`:
 * sending back and retiring say why; `exists`: the id is taken; `unknownCase`: no such case, or not in every
 * language of the item.
 */
export type BankError =
  | { ok: false; error: "forbidden" | "notFound" | "stale" | "notEditable" | "ownItem" | "reasonRequired" }
  | { ok: false; error: "exists" | "unknownCase" }
  | { ok: false; error: "invalid"; problems: ItemProblem[] }
  | { ok: false; error: "move"; problem: MoveProblem };

export type ItemOutcome = { ok: true; item: StoredItem } | BankError;

/** What an author writes: the item without its status and people, which the bank sets. */
export type ItemDraft = Omit<ExamItemInput, "status" | "authorId" | "reviewerId" | "translations"> & {
  translations: Partial<Record<LanguageCode, Omit<Translation, "reviewed">>>;
};

type Tx = Database;
const forbidden = { ok: false, error: "forbidden" } as const;

/** Runs `work` in a transaction typed as the database (drizzle's transaction type is a subtype in use). */
function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

async function logEvent(
  tx: Tx,
  event: {
    itemId?: string;
    caseId?: string;
    actorId: string;
    action: ExamBankAction;
    version: number;
    fromStatus?: ItemStatus;
    toStatus?: ItemStatus;
    language?: LanguageCode;
    reason?: string;
    at: Date;
  },
) {
  await tx.insert(examItemEvents).values({ ...event, reason: event.reason ?? "" });
}

/** The item a draft describes, as the schema sees it: a draft of `authorId`, every text unreviewed. */
function draftItem(draft: ItemDraft, authorId: string): ExamItemInput {
  const translations: ExamItemInput["translations"] = {};
  for (const [language, t] of Object.entries(draft.translations) as [
    LanguageCode,
    ItemDraft["translations"][LanguageCode],
  ][]) {
    if (t) translations[language] = { ...t, reviewed: false };
  }
  return { ...draft, translations, status: "draft", authorId };
}

/** Null when the item's case exists in every language the item has (decision 046's `bankProblems`, stored). */
async function caseProblem(tx: Tx, item: ExamItem): Promise<BankError | null> {
  if (item.caseId === undefined) return null;
  const [study] = await loadCases(tx, [item.caseId]);
  if (!study) return { ok: false, error: "unknownCase" };
  const missing = languagesOf(item.translations).some((language) => study.translations[language] === undefined);
  return missing ? { ok: false, error: "unknownCase" } : null;
}

/** Writes an author's new item as a draft. */
export async function createItem(deps: BankDeps, viewer: Viewer, draft: ItemDraft): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const parsed = parseExamItem(draftItem(draft, viewer.id));
  if (!parsed.ok) return { ok: false, error: "invalid", problems: parsed.problems };
  const item = parsed.value;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const problem = await caseProblem(tx, item);
    if (problem) return problem;
    const inserted = await tx
      .insert(examItems)
      .values({ ...itemColumns(item), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: examItems.id });
    if (inserted.length === 0) return { ok: false as const, error: "exists" as const };
    await tx.insert(examItemTranslations).values(translationRows(item.id, item.translations, unreviewed));
    await logEvent(tx, {
      itemId: item.id,
      actorId: viewer.id,
      action: "created",
      toStatus: "draft",
      version: 1,
      at: now,
    });
    return { ok: true as const, item: (await lockItem(tx, item.id))! };
  });
}

const unreviewed = () => ({ reviewedBy: null, reviewedAt: null });

/** The item locked for a change: it exists, and it is the version the editor had. */
async function lockForChange(
  tx: Tx,
  itemId: string,
  version: number,
): Promise<{ ok: true; item: StoredItem } | BankError> {
  const item = await lockItem(tx, itemId);
  if (!item) return { ok: false, error: "notFound" };
  if (item.version !== version) return { ok: false, error: "stale" };
  return { ok: true, item };
}

/** Whether a translation says the same as before (its review then still holds). */
const sameText = (a: Omit<Translation, "reviewed"> | undefined, b: Omit<Translation, "reviewed"> | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.stem === b.stem &&
  a.rationale === b.rationale &&
  JSON.stringify(a.options) === JSON.stringify(b.options);

/**
 * Replaces a draft item's content (same id). A translation keeps its review when its text and everything the
 * text depends on (type, key, domain, level, case) are unchanged; any other change needs a new review.
 */
export async function editItem(
  deps: BankDeps,
  viewer: Viewer,
  input: { version: number; item: ItemDraft & { id: string } },
): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockForChange(tx, input.item.id, input.version);
    if (!locked.ok) return locked;
    const current = locked.item;
    if (current.status !== "draft") return { ok: false as const, error: "notEditable" as const };
    const parsed = parseExamItem(draftItem(input.item, current.authorId));
    if (!parsed.ok) return { ok: false as const, error: "invalid" as const, problems: parsed.problems };
    const next = parsed.value;
    const problem = await caseProblem(tx, next);
    if (problem) return problem;
    const frame = (item: ExamItem) =>
      JSON.stringify([item.type, item.key, item.domain, item.level, item.caseId ?? null]);
    const keepFrame = frame(next) === frame(current);
    for (const language of languagesOf(next.translations)) {
      const before = current.translations[language];
      next.translations[language]!.reviewed =
        keepFrame && before?.reviewed === true && sameText(before, next.translations[language]);
    }
    const reviewedBy = new Map(
      (await tx.select().from(examItemTranslations).where(eq(examItemTranslations.itemId, current.id))).map((row) => [
        row.language,
        row,
      ]),
    );
    const version = current.version + 1;
    await tx
      .update(examItems)
      .set({ ...itemColumns({ ...next, status: current.status }), version, updatedAt: now })
      .where(and(eq(examItems.id, current.id), eq(examItems.version, current.version)));
    await tx.delete(examItemTranslations).where(eq(examItemTranslations.itemId, current.id));
    await tx.insert(examItemTranslations).values(
      translationRows(current.id, next.translations, (language, t) =>
        t.reviewed
          ? {
              reviewedBy: reviewedBy.get(language)?.reviewedBy ?? null,
              reviewedAt: reviewedBy.get(language)?.reviewedAt ?? null,
            }
          : unreviewed(),
      ),
    );
    await logEvent(tx, { itemId: current.id, actorId: viewer.id, action: "edited", version, at: now });
    return { ok: true as const, item: (await lockItem(tx, current.id))! };
  });
}

/** Adds or replaces one language of a draft item; the text then waits for its review. */
export async function saveTranslation(
  deps: BankDeps,
  viewer: Viewer,
  input: { itemId: string; version: number; language: LanguageCode; translation: Omit<Translation, "reviewed"> },
): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockForChange(tx, input.itemId, input.version);
    if (!locked.ok) return locked;
    const current = locked.item;
    if (current.status !== "draft") return { ok: false as const, error: "notEditable" as const };
    const parsed = parseExamItem({
      ...modelOf(current),
      translations: { ...current.translations, [input.language]: { ...input.translation, reviewed: false } },
    });
    if (!parsed.ok) return { ok: false as const, error: "invalid" as const, problems: parsed.problems };
    const problem = await caseProblem(tx, parsed.value);
    if (problem) return problem;
    const t = parsed.value.translations[input.language]!;
    const version = current.version + 1;
    await tx.update(examItems).set({ version, updatedAt: now }).where(eq(examItems.id, current.id));
    await tx
      .insert(examItemTranslations)
      .values({
        itemId: current.id,
        language: input.language,
        stem: t.stem,
        options: t.options,
        rationale: t.rationale,
      })
      .onConflictDoUpdate({
        target: [examItemTranslations.itemId, examItemTranslations.language],
        set: {
          stem: t.stem,
          options: t.options,
          rationale: t.rationale,
          reviewed: false,
          reviewedBy: null,
          reviewedAt: null,
        },
      });
    await logEvent(tx, {
      itemId: current.id,
      actorId: viewer.id,
      action: "translationSaved",
      language: input.language,
      version,
      at: now,
    });
    return { ok: true as const, item: (await lockItem(tx, current.id))! };
  });
}

/** Marks one language of a draft item reviewed: by a bank user who is not the item's author. */
export async function reviewTranslation(
  deps: BankDeps,
  viewer: Viewer,
  input: { itemId: string; version: number; language: LanguageCode },
): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockForChange(tx, input.itemId, input.version);
    if (!locked.ok) return locked;
    const current = locked.item;
    if (!canReviewItem(viewer, current)) return { ok: false as const, error: "ownItem" as const };
    if (current.status !== "draft") return { ok: false as const, error: "notEditable" as const };
    if (current.translations[input.language] === undefined) return { ok: false as const, error: "notFound" as const };
    const version = current.version + 1;
    await tx.update(examItems).set({ version, updatedAt: now }).where(eq(examItems.id, current.id));
    await tx
      .update(examItemTranslations)
      .set({ reviewed: true, reviewedBy: viewer.id, reviewedAt: now })
      .where(and(eq(examItemTranslations.itemId, current.id), eq(examItemTranslations.language, input.language)));
    await logEvent(tx, {
      itemId: current.id,
      actorId: viewer.id,
      action: "translationReviewed",
      language: input.language,
      version,
      at: now,
    });
    return { ok: true as const, item: (await lockItem(tx, current.id))! };
  });
}

/** Moves that must say why: the author reads why their item came back, an auditor why an item left the bank. */
const movesWithReason: ReadonlySet<ItemStatus> = new Set<ItemStatus>(["draft", "retired"]);

/**
 * Moves an item to `to` (decision 046's `moveProblem`): the move to "reviewed" makes the acting person the
 * reviewer, so it is refused to the author; sending back clears the reviewer (the review is withdrawn). Locked
 * and checked on `version`, so of two parallel moves one is made and logged, the other is `stale`.
 */
export async function moveItem(
  deps: BankDeps,
  viewer: Viewer,
  input: { itemId: string; version: number; to: ItemStatus; reason?: string },
): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const reason = input.reason?.trim() ?? "";
  if (movesWithReason.has(input.to) && reason === "") return { ok: false, error: "reasonRequired" };
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockForChange(tx, input.itemId, input.version);
    if (!locked.ok) return locked;
    const current = locked.item;
    if (input.to === "reviewed" && !canReviewItem(viewer, current))
      return { ok: false as const, error: "ownItem" as const };
    const problem = moveProblem(modelOf(current), input.to, input.to === "reviewed" ? viewer.id : undefined);
    if (problem) return { ok: false as const, error: "move" as const, problem };
    const reviewerId = input.to === "reviewed" ? viewer.id : input.to === "draft" ? null : (current.reviewerId ?? null);
    const version = current.version + 1;
    const moved = await tx
      .update(examItems)
      .set({ status: input.to, reviewerId, version, updatedAt: now })
      .where(
        and(eq(examItems.id, current.id), eq(examItems.version, current.version), eq(examItems.status, current.status)),
      )
      .returning({ id: examItems.id });
    if (moved.length === 0) return { ok: false as const, error: "stale" as const };
    await logEvent(tx, {
      itemId: current.id,
      actorId: viewer.id,
      action: "moved",
      fromStatus: current.status,
      toStatus: input.to,
      version,
      reason,
      at: now,
    });
    return { ok: true as const, item: (await lockItem(tx, current.id))! };
  });
}

export type CaseOutcome = { ok: true; study: StoredCase } | BankError;

/**
 * Writes a case study: a new one (`version` absent) or a new text of one whose items are all drafts. Once an
 * item of the case is reviewed, its review covered the scenario as it reads; once live, candidates have read it.
 */
export async function saveCaseStudy(
  deps: BankDeps,
  viewer: Viewer,
  input: { version?: number; study: CaseStudyInput },
): Promise<CaseOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const parsed = parseCaseStudy(input.study);
  if (!parsed.ok) return { ok: false, error: "invalid", problems: parsed.problems };
  const study = parsed.value;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    let version = 1;
    if (input.version === undefined) {
      const inserted = await tx
        .insert(examCaseStudies)
        .values({ id: study.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: examCaseStudies.id });
      if (inserted.length === 0) return { ok: false as const, error: "exists" as const };
    } else {
      const [row] = await tx.select().from(examCaseStudies).where(eq(examCaseStudies.id, study.id)).for("update");
      if (!row) return { ok: false as const, error: "notFound" as const };
      if (row.version !== input.version) return { ok: false as const, error: "stale" as const };
      const [used] = await tx
        .select({ n: count() })
        .from(examItems)
        .where(and(eq(examItems.caseId, study.id), ne(examItems.status, "draft")));
      if ((used?.n ?? 0) > 0) return { ok: false as const, error: "notEditable" as const };
      const [stranded] = await tx
        .select({ n: count() })
        .from(examItemTranslations)
        .innerJoin(examItems, eq(examItems.id, examItemTranslations.itemId))
        .where(
          and(
            eq(examItems.caseId, study.id),
            sql`${examItemTranslations.language} not in (${sql.join(
              languagesOf(study.translations).map((language) => sql`${language}`),
              sql`, `,
            )})`,
          ),
        );
      // A language its items are written in cannot go from the case.
      if ((stranded?.n ?? 0) > 0) return { ok: false as const, error: "unknownCase" as const };
      version = row.version + 1;
      await tx.update(examCaseStudies).set({ version, updatedAt: now }).where(eq(examCaseStudies.id, study.id));
      await tx.delete(examCaseTranslations).where(eq(examCaseTranslations.caseId, study.id));
    }
    await tx.insert(examCaseTranslations).values(
      languagesOf(study.translations).map((language) => ({
        caseId: study.id,
        language,
        scenario: study.translations[language]!.scenario,
      })),
    );
    await logEvent(tx, { caseId: study.id, actorId: viewer.id, action: "caseSaved", version, at: now });
    return { ok: true as const, study: { ...study, version } };
  });
}

/** One item with its key and texts, for the bank's users. */
export async function bankItem(deps: BankDeps, viewer: Viewer, id: string): Promise<ItemOutcome> {
  if (!canUseItemBank(viewer)) return forbidden;
  const [item] = await loadItems(deps.db, eq(examItems.id, id));
  return item ? { ok: true, item } : { ok: false, error: "notFound" };
}

/** An item's log, oldest first. */
export async function itemHistory(deps: BankDeps, viewer: Viewer, id: string) {
  if (!canUseItemBank(viewer)) return null;
  return deps.db
    .select()
    .from(examItemEvents)
    .where(eq(examItemEvents.itemId, id))
    .orderBy(asc(examItemEvents.at), asc(examItemEvents.version));
}

export type BankFilters = {
  domain?: FrameworkDomain;
  level?: FrameworkLevel;
  status?: ItemStatus;
  type?: ExamItem["type"];
  /** Items with a translation in this language. */
  language?: LanguageCode;
  /** Found in a stem, an option or a rationale of any language (case-insensitive). */
  text?: string;
  page?: number;
};

export const BANK_PAGE_SIZE = 50;

export type BankRow = {
  id: string;
  domain: FrameworkDomain;
  level: FrameworkLevel;
  type: ExamItem["type"];
  status: ItemStatus;
  caseId: string | null;
  authorId: string;
  reviewerId: string | null;
  version: number;
  updatedAt: Date;
  languages: LanguageCode[];
  /** The English stem: what the list shows. */
  stem: string;
};

/** The bank's items for its users, by id, filtered; a page of BANK_PAGE_SIZE and the total. */
export async function listBank(
  deps: BankDeps,
  viewer: Viewer,
  filters: BankFilters = {},
): Promise<{ rows: BankRow[]; total: number } | null> {
  if (!canUseItemBank(viewer)) return null;
  const { db } = deps;
  const text = filters.text?.trim();
  const inTranslations = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(examItemTranslations)
        .where(and(eq(examItemTranslations.itemId, examItems.id), condition)),
    );
  const where = and(
    filters.domain ? eq(examItems.domain, filters.domain) : undefined,
    filters.level ? eq(examItems.level, filters.level) : undefined,
    filters.status ? eq(examItems.status, filters.status) : undefined,
    filters.type ? eq(examItems.type, filters.type) : undefined,
    filters.language ? inTranslations(eq(examItemTranslations.language, filters.language)) : undefined,
    text
      ? inTranslations(
          or(
            ilike(examItemTranslations.stem, containsPattern(text)),
            ilike(examItemTranslations.rationale, containsPattern(text)),
            // The options' texts, not the JSON around them (a search for "text" would find every item).
            sql`exists (select 1 from jsonb_array_elements(${examItemTranslations.options}) as option where option->>'text' ilike ${containsPattern(text)})`,
          ),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(examItems).where(where);
  const page = Math.max(1, filters.page ?? 1);
  const rows = await db
    .select()
    .from(examItems)
    .where(where)
    .orderBy(byId(examItems.id))
    .limit(BANK_PAGE_SIZE)
    .offset((page - 1) * BANK_PAGE_SIZE);
  const texts =
    rows.length === 0
      ? []
      : await db
          .select({
            itemId: examItemTranslations.itemId,
            language: examItemTranslations.language,
            stem: examItemTranslations.stem,
          })
          .from(examItemTranslations)
          .where(
            inArray(
              examItemTranslations.itemId,
              rows.map((row) => row.id),
            ),
          );
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => {
      const mine = texts.filter((t) => t.itemId === row.id);
      const translations = Object.fromEntries(mine.map((t) => [t.language, t]));
      return {
        id: row.id,
        domain: row.domain,
        level: row.level,
        type: row.type,
        status: row.status,
        caseId: row.caseId,
        authorId: row.authorId,
        reviewerId: row.reviewerId,
        version: row.version,
        updatedAt: row.updatedAt,
        languages: languagesOf(translations),
        stem: mine.find((t) => t.language === REQUIRED_LANGUAGE)?.stem ?? "",
      };
    }),
  };
}
