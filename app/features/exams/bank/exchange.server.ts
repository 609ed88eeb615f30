/**
 * The bank's import and export (docs/decisions/047) over decision 046's formats: a QTI 3.0 package (zip) or CSV.
 *
 * An import is all or nothing: the package is read and checked whole first (`importQtiZip`, `importCsv`: every
 * problem at once, nothing half-read), then written in one transaction that also refuses ids the bank already
 * has, so a package with one bad row or one taken id stores nothing and can be fixed and sent again as it is.
 *
 * What an imported item's status becomes (`arrivalOf`): claims that take an item out of use are trusted, claims
 * that put it into use are not. A package is someone else's word, written by a tool we do not run:
 * - "live" never arrives live: putting an item before candidates is a decision made here, by a move that is logged
 *   here; it arrives "reviewed" (below), one move from live;
 * - "reviewed" (or "live") arrives "reviewed" only when the package names a reviewer other than the author, every
 *   translation is marked reviewed, and the person importing is not the author: they vouch for the review by
 *   importing it, which the four-eyes rule does not let an author do for their own item. Otherwise it arrives a
 *   draft with every review cleared, and is reviewed here;
 * - "retired" arrives retired: it keeps its id taken and its history known, and can never be used;
 * - a draft arrives a draft, with its reviews cleared (a review is of a text a reviewer approved for use).
 * Each imported item's log row says what the package claimed, so the difference can be explained.
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { FrameworkLevel } from "~/content/framework";
import type { Viewer } from "~/features/auth";
import type { LanguageCode } from "~/lib/i18n/languages";
import { exportCsv, importCsv, type CsvProblem } from "../items/csv";
import { languagesOf, type CaseStudy, type ExamItem, type ItemStatus } from "../items/model";
import type { QtiProblem } from "../items/qti";
import { exportQtiZip, importQtiZip } from "../items/qti-zip";
import { examCaseStudies, examCaseTranslations, examItemEvents, examItems, examItemTranslations } from "../schema";
import type { BankDeps } from "./bank.server";
import { canUseItemBank } from "./policy";
import { itemColumns, loadCases, loadItems, modelOf, translationRows } from "./queries.server";

export type BankPackage = { format: "qti"; bytes: Uint8Array } | { format: "csv"; text: string };

export type ImportOutcome =
  | { ok: true; items: { id: string; status: ItemStatus; claimed: ItemStatus }[]; cases: string[] }
  | { ok: false; error: "forbidden" }
  | { ok: false; error: "invalid"; qti?: QtiProblem[]; csv?: CsvProblem[] }
  | { ok: false; error: "exists"; itemIds: string[]; caseIds: string[] };

/** The status an imported item gets here, and whether the package's review is kept (see the module's comment). */
export function arrivalOf(item: ExamItem, importerId: string): { status: ItemStatus; keepReview: boolean } {
  if (item.status === "retired") return { status: "retired", keepReview: true };
  if (item.status === "reviewed" || item.status === "live") {
    const reviewed = Object.values(item.translations).every((t) => t?.reviewed === true);
    const foursEyes = item.reviewerId !== undefined && item.reviewerId !== item.authorId;
    if (reviewed && foursEyes && importerId !== item.authorId) return { status: "reviewed", keepReview: true };
  }
  return { status: "draft", keepReview: false };
}

/** The item as it is stored on arrival. */
function arrived(item: ExamItem, importerId: string): ExamItem {
  const { status, keepReview } = arrivalOf(item, importerId);
  if (keepReview) return { ...item, status };
  const translations: ExamItem["translations"] = {};
  for (const language of languagesOf(item.translations)) {
    translations[language] = { ...item.translations[language]!, reviewed: false };
  }
  const { reviewerId: _reviewer, ...rest } = item;
  return { ...rest, status, translations };
}

/** Thrown inside the import's transaction to roll it back when an id turned out taken (a parallel import). */
class IdsTaken extends Error {
  constructor(
    readonly itemIds: string[],
    readonly caseIds: string[],
  ) {
    super("ids taken");
  }
}

/** Imports a package into the bank as one transaction, or stores nothing and says why. */
export async function importBank(deps: BankDeps, viewer: Viewer, pack: BankPackage): Promise<ImportOutcome> {
  if (!canUseItemBank(viewer)) return { ok: false, error: "forbidden" };
  let read: { items: ExamItem[]; cases: CaseStudy[] };
  if (pack.format === "qti") {
    const parsed = importQtiZip(pack.bytes);
    if (!parsed.ok) return { ok: false, error: "invalid", qti: parsed.problems };
    read = parsed;
  } else {
    const parsed = importCsv(pack.text);
    if (!parsed.ok) return { ok: false, error: "invalid", csv: parsed.problems };
    read = parsed;
  }
  const now = deps.clock.now();
  const items = read.items.map((item) => arrived(item, viewer.id));
  try {
    return await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const itemIds = items.map((item) => item.id);
      const caseIds = read.cases.map((study) => study.id);
      const takenItems =
        itemIds.length === 0
          ? []
          : await tx.select({ id: examItems.id }).from(examItems).where(inArray(examItems.id, itemIds));
      const takenCases =
        caseIds.length === 0
          ? []
          : await tx
              .select({ id: examCaseStudies.id })
              .from(examCaseStudies)
              .where(inArray(examCaseStudies.id, caseIds));
      if (takenItems.length > 0 || takenCases.length > 0)
        throw new IdsTaken(takenItems.map((row) => row.id).sort(), takenCases.map((row) => row.id).sort());
      await insertCases(tx, read.cases, viewer.id, now);
      if (items.length > 0) {
        const inserted = await tx
          .insert(examItems)
          .values(
            items.map((item) => ({
              ...itemColumns(item),
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: examItems.id });
        if (inserted.length !== items.length)
          throw new IdsTaken(
            items.map((item) => item.id),
            [],
          );
        await tx
          .insert(examItemTranslations)
          .values(
            items.flatMap((item) =>
              translationRows(item.id, item.translations, () => ({ reviewedBy: null, reviewedAt: null })),
            ),
          );
        await tx.insert(examItemEvents).values(
          read.items.map((claimed, index) => ({
            itemId: claimed.id,
            actorId: viewer.id,
            action: "imported" as const,
            toStatus: items[index]!.status,
            version: 1,
            reason: `package: ${claimed.status}`,
            at: now,
          })),
        );
      }
      return {
        ok: true as const,
        items: items.map((item, index) => ({ id: item.id, status: item.status, claimed: read.items[index]!.status })),
        cases: read.cases.map((study) => study.id),
      };
    });
  } catch (error) {
    if (error instanceof IdsTaken)
      return { ok: false, error: "exists", itemIds: error.itemIds, caseIds: error.caseIds };
    throw error;
  }
}

async function insertCases(tx: Database, cases: readonly CaseStudy[], actorId: string, now: Date) {
  if (cases.length === 0) return;
  const inserted = await tx
    .insert(examCaseStudies)
    .values(cases.map((study) => ({ id: study.id, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: examCaseStudies.id });
  if (inserted.length !== cases.length)
    throw new IdsTaken(
      [],
      cases.map((study) => study.id),
    );
  await tx.insert(examCaseTranslations).values(
    cases.flatMap((study) =>
      languagesOf(study.translations).map((language: LanguageCode) => ({
        caseId: study.id,
        language,
        scenario: study.translations[language]!.scenario,
      })),
    ),
  );
  await tx
    .insert(examItemEvents)
    .values(cases.map((study) => ({ caseId: study.id, actorId, action: "imported" as const, version: 1, at: now })));
}

export type ExportFilters = { level?: FrameworkLevel; status?: ItemStatus };

/**
 * The bank (or the items of one level or status) as a package, with the case studies its items use. It holds
 * the keys: for the bank's users only, and a route sends it as a download, never into a page.
 */
export async function exportBank(
  deps: BankDeps,
  viewer: Viewer,
  format: BankPackage["format"],
  filters: ExportFilters = {},
): Promise<BankPackage | null> {
  if (!canUseItemBank(viewer)) return null;
  const where: SQL | undefined = and(
    filters.level ? eq(examItems.level, filters.level) : undefined,
    filters.status ? eq(examItems.status, filters.status) : undefined,
  );
  const items = (await loadItems(deps.db, where)).map(modelOf);
  const caseIds = [...new Set(items.flatMap((item) => (item.caseId ? [item.caseId] : [])))].sort();
  const cases = (await loadCases(deps.db, caseIds)).map(({ version: _version, ...study }) => study);
  return format === "qti" ? { format, bytes: exportQtiZip(items, cases) } : { format, text: exportCsv(items, cases) };
}
