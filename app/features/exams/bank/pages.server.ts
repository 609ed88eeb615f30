/**
 * What the item bank's staff pages load and do (docs/decisions/049), over the bank's functions (047): view models
 * for the list, an item, the import and the forms page, and one function per form intent. Every function takes
 * the acting person; a viewer without the bank's duty gets a 404, as if the page did not exist (047: nothing
 * tells them the bank holds items). The pages hold keys: their routes send `no-store` headers.
 */
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { frameworkDomains, frameworkLevels, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";
import type { Viewer } from "~/features/auth";
import { findUserById } from "~/features/auth/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { storeOnce } from "~/lib/forms/idempotency.server";
import type { FormReply } from "~/lib/forms/submission";
import { intentOf, refuse, refuseForm, typedValues } from "~/lib/forms/submission.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { blueprintFor } from "../engine/blueprint";
import { languagesOf, itemStatusMoves, type ItemProblem, type ItemStatus, type Translation } from "../items/model";
import { type examItemEvents, examItems, examItemTranslations } from "../schema";
import {
  BANK_PAGE_SIZE,
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
  type BankError,
  type BankFilters,
} from "./bank.server";
import { exportBank, importBank, type ImportOutcome } from "./exchange.server";
import { levelHasCases, optionsOf, type FreezeForm, type ItemForm, type NewItemForm } from "./forms";
import { assembleAndFreeze, frozenForms, type FreezeOutcome } from "./forms.server";
import { canReviewItem, canUseItemBank } from "./policy";
import { loadCases } from "./queries.server";

type Context = Readonly<RouterContextProvider>;
type Staff = NonNullable<Viewer>;

/** The refusal every page and action of the bank gives a viewer without the duty, and an unknown item. */
export function notFound(): never {
  throw new Response(null, { status: 404 });
}

/** The viewer, when they may use the bank; a 404 otherwise. */
export function bankUser(viewer: Viewer): Staff {
  if (!canUseItemBank(viewer)) notFound();
  return viewer;
}

const depsOf = (context: Context): BankDeps => {
  const { db, clock } = getAppContext(context);
  return { db, clock };
};

/** Display names of accounts (the bank stores ids; an imported item may name people of another bank). */
async function namesOf(context: Context, ids: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const { db } = getAppContext(context);
  const unique = [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))];
  const names: Record<string, string> = {};
  for (const id of unique) names[id] = (await findUserById(db, id))?.name ?? id;
  return names;
}

// The list

export async function bankListView(context: Context, viewer: Viewer, filters: BankFilters) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  const listed = (await listBank(deps, me, filters))!;
  const byStatus = await deps.db
    .select({ status: examItems.status, n: count() })
    .from(examItems)
    .groupBy(examItems.status);
  const counts = Object.fromEntries(byStatus.map((row) => [row.status, row.n])) as Partial<Record<ItemStatus, number>>;
  const page = Math.max(1, filters.page ?? 1);
  return {
    total: listed.total,
    page,
    pages: Math.max(1, Math.ceil(listed.total / BANK_PAGE_SIZE)),
    counts,
    rows: listed.rows.map((row) => ({
      id: row.id,
      level: row.level,
      domain: row.domain,
      type: row.type,
      status: row.status,
      caseId: row.caseId,
      languages: row.languages,
      stem: row.stem.length > 160 ? `${row.stem.slice(0, 157)}…` : row.stem,
    })),
  };
}

/** The bank's case studies (id and English scenario's start), for an item form's case field. */
export async function bankCases(context: Context, viewer: Viewer) {
  bankUser(viewer);
  const cases = await loadCases(getAppContext(context).db);
  return cases.map((study) => ({
    id: study.id,
    version: study.version,
    languages: languagesOf(study.translations),
    scenario: study.translations.en?.scenario ?? "",
  }));
}

/** A proposal for a new item's id: its level and domain are not known yet, so a short random one. */
export function proposedItemId(): string {
  return `item-${randomBytes(4).toString("hex")}`;
}

// An item

export async function itemView(context: Context, viewer: Viewer, id: string) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  const found = await bankItem(deps, me, id);
  if (!found.ok) notFound();
  const item = found.item;
  const history = (await itemHistory(deps, me, id)) ?? [];
  const rows = await deps.db
    .select({
      language: examItemTranslations.language,
      reviewedBy: examItemTranslations.reviewedBy,
      reviewedAt: examItemTranslations.reviewedAt,
    })
    .from(examItemTranslations)
    .where(eq(examItemTranslations.itemId, id));
  const translatorOf = lastTranslators(history, languagesOf(item.translations));
  const names = await namesOf(context, [
    item.authorId,
    item.reviewerId,
    ...history.map((e) => e.actorId),
    ...rows.map((r) => r.reviewedBy),
  ]);
  const formatDate = formatDateFor(context);
  const cases = item.caseId ? await loadCases(deps.db, [item.caseId]) : [];
  const study = cases[0];
  return {
    item: {
      id: item.id,
      level: item.level,
      domain: item.domain,
      type: item.type,
      caseId: item.caseId ?? "",
      status: item.status,
      key: item.key,
      version: item.version,
      author: names[item.authorId] ?? item.authorId,
      reviewer: item.reviewerId ? (names[item.reviewerId] ?? item.reviewerId) : null,
      mine: item.authorId === me.id,
    },
    translations: languagesOf(item.translations).map((language) => {
      const t = item.translations[language]!;
      const row = rows.find((r) => r.language === language);
      const translator = translatorOf.get(language);
      return {
        language,
        stem: t.stem,
        rationale: t.rationale,
        options: t.options,
        reviewed: t.reviewed,
        reviewedBy: row?.reviewedBy ? (names[row.reviewedBy] ?? row.reviewedBy) : null,
        reviewedOn: row?.reviewedAt ? formatDate(row.reviewedAt) : null,
        translator: translator ? (names[translator] ?? translator) : null,
        canReview: item.status === "draft" && !t.reviewed && reviewableBy(me, item, translator),
      };
    }),
    caseStudy: study
      ? {
          id: study.id,
          version: study.version,
          texts: languagesOf(study.translations).map((language) => ({
            language,
            scenario: study.translations[language]!.scenario,
          })),
        }
      : null,
    editable: item.status === "draft",
    canReview: canReviewItem(me, item),
    moves: itemStatusMoves[item.status],
    hasCases: levelHasCases(item.level),
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      on: formatDate(event.at),
      by: event.actorId ? (names[event.actorId] ?? event.actorId) : null,
      from: event.fromStatus,
      to: event.toStatus,
      language: event.language,
      reason: event.reason,
    })),
  };
}

/** Who last saved each language's text (created, edited or translated it). */
function lastTranslators(
  history: readonly (typeof examItemEvents.$inferSelect)[],
  languages: readonly LanguageCode[],
): Map<LanguageCode, string> {
  const last = new Map<LanguageCode, string>();
  for (const event of history) {
    if (!event.actorId) continue;
    if (event.action === "translationSaved" && event.language) last.set(event.language, event.actorId);
    // The item's form writes its English text; other languages are carried over as they were.
    if (event.action === "created" || event.action === "edited") last.set("en", event.actorId);
    // An import brings every language at once: the importer vouches for all of them.
    if (event.action === "imported") for (const language of languages) last.set(language, event.actorId);
  }
  return last;
}

/**
 * A translation is reviewed by someone who neither wrote the item (the bank's rule, 047) nor wrote this text
 * (decision 049): checking one's own translation against English is no second pair of eyes.
 */
function reviewableBy(me: Staff, item: { authorId: string }, translator: string | undefined): boolean {
  return canReviewItem(me, item) && translator !== me.id;
}

// Refusals

/** The form field a model problem belongs to, by its path. */
function fieldOf(problem: ItemProblem): string | null {
  const path = problem.path.map(String);
  if (path.includes("key")) return "key";
  if (path.includes("options")) return "options";
  if (path.includes("stem")) return "stem";
  if (path.includes("rationale")) return "rationale";
  if (path[0] === "id") return "id";
  if (path[0] === "caseId") return "caseId";
  return null;
}

function refuseBank(form: FormData, error: BankError, fields: { caseField?: string } = {}) {
  switch (error.error) {
    case "forbidden":
    case "notFound":
      return notFound();
    case "invalid": {
      const fieldErrors: Record<string, string> = {};
      let formError: string | undefined;
      for (const problem of error.problems) {
        const field = fieldOf(problem);
        if (field) fieldErrors[field] ??= `problems.${problem.code}`;
        else formError ??= `problems.${problem.code}`;
      }
      return refuse({
        intent: intentOf(form),
        fieldErrors,
        ...(formError ? { formError } : {}),
        values: typedValues(form),
      });
    }
    case "exists":
      return refuse({
        intent: intentOf(form),
        fieldErrors: { [fields.caseField ?? "id"]: "errors.exists" },
        values: typedValues(form),
      });
    case "unknownCase":
      return refuse({
        intent: intentOf(form),
        fieldErrors: { caseId: "errors.unknownCase" },
        values: typedValues(form),
      });
    case "reasonRequired":
      return refuse({ intent: intentOf(form), fieldErrors: { reason: "errors.reason" }, values: typedValues(form) });
    case "move":
      return refuseForm(form, `errors.move.${error.problem.code}`, {
        status: 409,
        values:
          error.problem.code === "translationsNotReviewed" ? { languages: error.problem.languages.join(", ") } : {},
      });
    case "ownItem":
      return refuseForm(form, "errors.ownItem", { status: 403 });
    case "stale":
      return refuseForm(form, "errors.stale", { status: 409 });
    case "notEditable":
      return refuseForm(form, "errors.notEditable", { status: 409 });
  }
}

/** Carries a refused outcome out of `storeOnce`'s transaction, rolling back the claim of the form's token. */
class Refused<T> extends Error {
  constructor(readonly outcome: T) {
    super("refused");
  }
}

/**
 * `storeOnce` for writes that may be refused: only a success is kept as the form's answer, so the same form, put
 * right and sent again (its token unchanged, since a refused post does not reload the page's data), is stored.
 */
async function storeSuccessOnce<T extends { ok: boolean }>(
  db: BankDeps["db"],
  form: FormData,
  name: string,
  write: (tx: BankDeps["db"]) => Promise<T>,
): Promise<T> {
  try {
    const stored = await storeOnce(db, form, name, async (tx) => {
      const outcome = await write(tx);
      if (!outcome.ok) throw new Refused(outcome);
      return outcome;
    });
    return stored.result;
  } catch (error) {
    if (error instanceof Refused) return error.outcome as T;
    throw error;
  }
}

// The new item page

const itemPath = (id: string) => `/staff/exams/items/${encodeURIComponent(id)}`;

type ItemFields = Extract<NewItemForm, { intent: "create" }> | Extract<ItemForm, { intent: "edit" }>;

/** A case study named for a level whose exam has none: refused rather than dropped, so the author sees it. */
function caseLevelRefusal(form: FormData, value: ItemFields) {
  if (!value.caseId || levelHasCases(value.level)) return null;
  return refuse({ intent: intentOf(form), fieldErrors: { caseId: "errors.caseLevel" }, values: typedValues(form) });
}

function draftOf(value: ItemFields) {
  const options = optionsOf(value);
  const ids = new Set(options.map((option) => option.id));
  return {
    domain: value.domain,
    level: value.level,
    type: value.type,
    ...(value.caseId ? { caseId: value.caseId } : {}),
    key: value.key.filter((id) => ids.has(id)),
    translations: { en: { stem: value.stem, options, rationale: value.rationale } },
  };
}

export async function newItemAction(context: Context, viewer: Viewer, form: FormData, value: NewItemForm) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  if (value.intent === "case") {
    const saved = await saveCaseStudy(deps, me, {
      study: { id: value.caseId, translations: { en: { scenario: value.scenario } } },
    });
    if (!saved.ok) return refuseBank(form, saved, { caseField: "caseId" });
    throw redirectWithFlash(context, "/staff/exams/items/new", {
      ns: "examBank",
      key: "done.case",
      form: "case",
      values: { id: saved.study.id },
    });
  }
  const caseRefused = caseLevelRefusal(form, value);
  if (caseRefused) return caseRefused;
  // A retried post (a double click, Back and submit) is answered with the first outcome: one item.
  const outcome = await storeSuccessOnce(deps.db, form, "examItem", async (tx) => {
    const created = await createItem({ ...deps, db: tx }, me, { id: value.id, ...draftOf(value) });
    return created.ok ? { ok: true as const, id: created.item.id } : created;
  });
  if (!outcome.ok) return refuseBank(form, outcome);
  throw redirectWithFlash(context, itemPath(outcome.id), { ns: "examBank", key: "done.created", form: "item" });
}

// The item page

export async function itemAction(context: Context, viewer: Viewer, id: string, form: FormData, value: ItemForm) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  const done = (key: string, flashForm: string, values?: Record<string, string>) =>
    redirectWithFlash(context, itemPath(id), { ns: "examBank", key, form: flashForm, ...(values ? { values } : {}) });
  switch (value.intent) {
    case "edit": {
      const caseRefused = caseLevelRefusal(form, value);
      if (caseRefused) return caseRefused;
      const current = await bankItem(deps, me, id);
      if (!current.ok) return notFound();
      // The form edits the English text; the other languages are kept (editItem keeps a review only for unchanged
      // text). A language whose options no longer match English asks about other options: it is removed, said so,
      // and written again, since a translation of a changed option list cannot be saved against either list.
      const draft = draftOf(value);
      const ids = draft.translations.en.options.map((option) => option.id).join("\n");
      const kept: Record<string, Omit<Translation, "reviewed">> = {};
      const dropped: LanguageCode[] = [];
      for (const language of languagesOf(current.item.translations)) {
        if (language === "en") continue;
        const { reviewed: _reviewed, ...text } = current.item.translations[language]!;
        if (text.options.map((option) => option.id).join("\n") === ids) kept[language] = text;
        else dropped.push(language);
      }
      const saved = await editItem(deps, me, {
        version: value.version,
        item: { id, ...draft, translations: { ...kept, ...draft.translations } },
      });
      if (!saved.ok) return refuseBank(form, saved);
      if (dropped.length) throw done("done.editedDropped", "item", { languages: dropped.join(", ") });
      throw done("done.edited", "item");
    }
    case "translation": {
      const current = await bankItem(deps, me, id);
      if (!current.ok) return notFound();
      // The options are the English ones' ids in order, with this language's texts.
      const english = current.item.translations.en?.options ?? [];
      const texts = optionsOf(value, english.length);
      const options = english.map((option, i) => ({ id: option.id, text: texts.find((_, j) => j === i)?.text ?? "" }));
      if (options.some((option) => option.text === ""))
        return refuse({
          intent: intentOf(form),
          fieldErrors: { options: "errors.optionsAll" },
          values: typedValues(form),
        });
      const saved = await saveTranslation(deps, me, {
        itemId: id,
        version: value.version,
        language: value.language as LanguageCode,
        translation: { stem: value.stem, options, rationale: value.rationale },
      });
      if (!saved.ok) return refuseBank(form, saved);
      throw done("done.translation", `translation:${value.language}`);
    }
    case "reviewTranslation": {
      const history = (await itemHistory(deps, me, id)) ?? [];
      const current = await bankItem(deps, me, id);
      if (!current.ok) return notFound();
      const translator = lastTranslators(history, languagesOf(current.item.translations)).get(
        value.language as LanguageCode,
      );
      if (!canReviewItem(me, current.item)) return refuseForm(form, "errors.ownItem", { status: 403 });
      if (translator === me.id) return refuseForm(form, "errors.ownTranslation", { status: 403 });
      const reviewed = await reviewTranslation(deps, me, {
        itemId: id,
        version: value.version,
        language: value.language as LanguageCode,
      });
      if (!reviewed.ok) return refuseBank(form, reviewed);
      throw done("done.translationReviewed", `translation:${value.language}`);
    }
    case "move": {
      const moved = await moveItem(deps, me, {
        itemId: id,
        version: value.version,
        to: value.to,
        reason: value.reason,
      });
      if (!moved.ok) return refuseBank(form, moved);
      throw done(`done.moved.${value.to}`, "move");
    }
    case "caseText": {
      const current = await bankItem(deps, me, id);
      if (!current.ok || !current.item.caseId) return notFound();
      const [study] = await loadCases(deps.db, [current.item.caseId]);
      if (!study) return notFound();
      const saved = await saveCaseStudy(deps, me, {
        version: value.caseVersion,
        study: {
          id: study.id,
          translations: { ...study.translations, [value.language]: { scenario: value.scenario } },
        },
      });
      if (!saved.ok) return refuseBank(form, saved);
      throw done("done.caseText", "caseText");
    }
  }
}

// Import

export type ImportView =
  | { ok: true; items: { id: string; status: ItemStatus; claimed: ItemStatus }[]; cases: string[] }
  | {
      ok: false;
      error: "invalid" | "exists" | "file";
      problems: { code: string; where: string; item: string; language: string }[];
      itemIds: string[];
      caseIds: string[];
    };

/** Imports the chosen file (a .zip is read as a QTI package, anything else as CSV) and says what happened. */
export async function importUpload(context: Context, viewer: Viewer, form: FormData, file: File): Promise<ImportView> {
  const me = bankUser(viewer);
  // A retried post (a double click, a resend after a timeout) is answered with the first outcome.
  return storeSuccessOnce(getAppContext(context).db, form, "examImport", (tx) =>
    importFile({ ...depsOf(context), db: tx }, me, file),
  );
}

async function importFile(deps: BankDeps, viewer: Viewer, file: File): Promise<ImportView> {
  const me = bankUser(viewer);
  const qti = /\.zip$/i.test(file.name) || file.type === "application/zip";
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = "";
  if (!qti) {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: "file", problems: [], itemIds: [], caseIds: [] };
    }
  }
  const outcome: ImportOutcome = await importBank(deps, me, qti ? { format: "qti", bytes } : { format: "csv", text });
  if (outcome.ok) return outcome;
  if (outcome.error === "forbidden") return notFound();
  if (outcome.error === "exists")
    return { ok: false, error: "exists", problems: [], itemIds: outcome.itemIds, caseIds: outcome.caseIds };
  const problems = [
    ...(outcome.qti ?? []).map((p) => ({
      code: p.code,
      where: [p.file, p.field].filter(Boolean).join(" · "),
      item: p.itemId ?? p.caseId ?? "",
      language: p.language ?? "",
    })),
    ...(outcome.csv ?? []).map((p) => ({
      code: p.code,
      where: [p.row > 0 ? `#${p.row}` : "", p.column ?? p.detail ?? ""].filter(Boolean).join(" · "),
      item: p.itemId ?? p.caseId ?? "",
      language: p.language ?? "",
    })),
  ];
  return { ok: false, error: "invalid", problems: problems.slice(0, 200), itemIds: [], caseIds: [] };
}

// Forms

/** Per level: the blueprint, what the live bank holds per domain, the frozen forms and the languages offered. */
export async function formsView(context: Context, viewer: Viewer) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  const formatDate = formatDateFor(context);
  const live = await deps.db
    .select({ level: examItems.level, domain: examItems.domain, caseId: examItems.caseId, n: count() })
    .from(examItems)
    .where(eq(examItems.status, "live"))
    .groupBy(examItems.level, examItems.domain, examItems.caseId);
  const levels = [];
  for (const level of frameworkLevels) {
    const blueprint = blueprintFor(level);
    const forms = (await frozenForms(deps, me, level)) ?? [];
    const makers = await namesOf(
      context,
      forms.map((f) => f.createdBy),
    );
    const liveOf = (domain: FrameworkDomain) =>
      live.filter((row) => row.level === level && row.domain === domain).reduce((sum, row) => sum + row.n, 0);
    const offered = [...new Set(forms.flatMap((form) => form.languages))];
    levels.push({
      level,
      questions: blueprint.questions,
      caseStudies: blueprint.caseStudies,
      liveCaseItems: live.filter((row) => row.level === level && row.caseId).reduce((sum, row) => sum + row.n, 0),
      domains: frameworkDomains.map((domain) => ({ domain, need: blueprint.counts[domain], live: liveOf(domain) })),
      offered: languagesOf(Object.fromEntries(offered.map((language) => [language, true]))),
      forms: forms.slice(0, 20).map((form) => ({
        id: form.id,
        languages: form.languages,
        items: form.itemIds.length,
        cases: form.caseIds.length,
        seed: form.seed,
        on: formatDate(form.frozenAt),
        by: form.createdBy ? (makers[form.createdBy] ?? null) : null,
      })),
      formCount: forms.length,
    });
  }
  return { levels };
}

export async function freezeAction(context: Context, viewer: Viewer, form: FormData, value: FreezeForm) {
  const me = bankUser(viewer);
  const deps = depsOf(context);
  const seed = value.seed || randomBytes(6).toString("hex");
  // A retried post is answered with the first outcome: one form frozen, not two.
  const outcome = await storeSuccessOnce(deps.db, form, "examForm", async (tx) => {
    const frozen = await assembleAndFreeze({ ...deps, db: tx }, me, {
      level: value.level,
      languages: value.languages,
      seed,
    });
    return frozen.ok ? { ok: true as const, id: frozen.form.id } : frozen;
  });
  if (outcome.ok)
    throw redirectWithFlash(context, "/staff/exams/forms", {
      ns: "examBank",
      key: "done.frozen",
      form: `freeze:${value.level}`,
    });
  if (outcome.error === "forbidden") return notFound();
  if (outcome.error !== "shortfall")
    return refuse({ intent: "freeze", fieldErrors: { languages: "errors.languages" }, values: typedValues(form) });
  return shortfallReply(form, outcome);
}

/** The shortfall as the page draws it: the form's reply, with what is missing per domain and for case studies. */
function shortfallReply(form: FormData, outcome: Extract<FreezeOutcome, { error: "shortfall" }>) {
  const reply: FormReply = {
    intent: "freeze",
    fieldErrors: {},
    formError: "errors.shortfall",
    values: typedValues(form),
  };
  return data(
    {
      ...reply,
      shortfall: { level: String(form.get("level") ?? ""), domains: outcome.domains, caseStudies: outcome.caseStudies },
    },
    { status: 409 },
  );
}

// Export

/** The export as a download: never cached anywhere (it holds every key of the items it carries). */
export async function bankExportResponse(
  context: Context,
  viewer: Viewer,
  filters: { format: "qti" | "csv"; level?: FrameworkLevel; status?: ItemStatus },
): Promise<Response> {
  const me = bankUser(viewer);
  const { clock } = getAppContext(context);
  const pack = await exportBank(depsOf(context), me, filters.format, {
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  if (!pack) return notFound();
  const stamp = clock.now().toISOString().slice(0, 10);
  const name = ["item-bank", filters.level, filters.status, stamp].filter(Boolean).join("-");
  const headers = {
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (pack.format === "qti")
    return new Response(Buffer.from(pack.bytes), {
      headers: {
        ...headers,
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${name}.zip"`,
      },
    });
  return new Response(pack.text, {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
    },
  });
}
