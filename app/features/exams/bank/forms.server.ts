/**
 * Freezing an exam form (docs/decisions/047): the live items of a level are loaded, `assembleForm` draws a form to
 * the level's blueprint with the given seed (decision 045), and the form is stored as drawn, never changed again:
 * the item ids in order, the seed, the languages and the blueprint, so the draw can be rebuilt for an appeal or an
 * audit. When the bank cannot fill the blueprint nothing is stored and the shortfall is the answer.
 *
 * The live items are read `for share` in the freezing transaction: an item being retired at that moment waits for
 * the form (and then leaves the bank, not the frozen form), or the form waits for the retirement and does not
 * draw it. A form never holds an item that was not live when it was frozen.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { FrameworkLevel } from "~/content/framework";
import type { Viewer } from "~/features/auth";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { assembleForm, type CaseStudyShortfall, type DomainShortfall, type PoolItem } from "../engine/assemble";
import { blueprintFor } from "../engine/blueprint";
import { examFormItems, examForms, examItems, examItemTranslations } from "../schema";
import type { BankDeps } from "./bank.server";
import { canFreezeForms } from "./policy";
import { byId } from "./queries.server";

export type FrozenForm = typeof examForms.$inferSelect;

export type FreezeOutcome =
  | { ok: true; form: FrozenForm }
  | { ok: false; error: "forbidden" | "languages" }
  | { ok: false; error: "shortfall"; domains: DomainShortfall[]; caseStudies: CaseStudyShortfall | null };

/**
 * Draws and freezes a form of `level` sat in every one of `languages` (each item of it has a reviewed translation
 * in all of them), with `seed` (stored: the same seed and bank give the same form).
 */
export async function assembleAndFreeze(
  deps: BankDeps,
  viewer: Viewer,
  input: { level: FrameworkLevel; languages: readonly string[]; seed: string },
): Promise<FreezeOutcome> {
  if (!canFreezeForms(viewer)) return { ok: false, error: "forbidden" };
  const asked = [...new Set(input.languages)].sort();
  const languages = asked.filter(isLanguageCode);
  if (languages.length === 0 || languages.length !== asked.length) return { ok: false, error: "languages" };
  const blueprint = blueprintFor(input.level);
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const live = await tx
      .select({ id: examItems.id, domain: examItems.domain, caseId: examItems.caseId, version: examItems.version })
      .from(examItems)
      .where(and(eq(examItems.level, input.level), eq(examItems.status, "live")))
      .orderBy(byId(examItems.id))
      .for("share");
    const reviewed =
      live.length === 0
        ? []
        : await tx
            .select({ itemId: examItemTranslations.itemId, language: examItemTranslations.language })
            .from(examItemTranslations)
            .where(
              and(
                inArray(
                  examItemTranslations.itemId,
                  live.map((item) => item.id),
                ),
                eq(examItemTranslations.reviewed, true),
              ),
            );
    const languagesOf = new Map<string, LanguageCode[]>();
    for (const row of reviewed) languagesOf.set(row.itemId, [...(languagesOf.get(row.itemId) ?? []), row.language]);
    const pool: PoolItem[] = live.map((item) => ({
      id: item.id,
      domain: item.domain,
      status: "live",
      caseId: item.caseId,
      languages: languagesOf.get(item.id) ?? [],
    }));
    const drawn = assembleForm(blueprint, pool, { seed: input.seed, languages });
    if (!drawn.ok) {
      return {
        ok: false as const,
        error: "shortfall" as const,
        domains: drawn.domains,
        caseStudies: drawn.caseStudies,
      };
    }
    const [form] = await tx
      .insert(examForms)
      .values({
        level: input.level,
        languages,
        itemIds: drawn.form.itemIds,
        caseIds: drawn.form.caseIds,
        seed: input.seed,
        blueprint,
        createdBy: viewer.id,
        frozenAt: now,
      })
      .returning();
    const versionOf = new Map(live.map((item) => [item.id, item.version]));
    await tx.insert(examFormItems).values(
      drawn.form.itemIds.map((itemId, position) => ({
        formId: form!.id,
        position,
        itemId,
        itemVersion: versionOf.get(itemId)!,
      })),
    );
    return { ok: true as const, form: form! };
  });
}

/** The frozen forms of a level, newest first (for the bank's users). */
export async function frozenForms(deps: BankDeps, viewer: Viewer, level: FrameworkLevel): Promise<FrozenForm[] | null> {
  if (!canFreezeForms(viewer)) return null;
  return deps.db
    .select()
    .from(examForms)
    .where(eq(examForms.level, level))
    .orderBy(desc(examForms.frozenAt), desc(examForms.id));
}
