/**
 * What the item statistics pages load (docs/decisions/055). The bank's policy decides who sees them, with the
 * bank's 404 for everyone else: the pages name items and their keys. Numbers are formatted here, in the page's
 * language, so the page and its data test read the same figures.
 */
import type { RouterContextProvider } from "react-router";
import type { Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatDecimal, formatInteger, formatPercent } from "~/lib/format/format";
import { languageNameOf, type LanguageCode } from "~/lib/i18n/languages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import type { Statistic } from "../engine/statistics";
import { bankUser, notFound } from "../bank/pages.server";
import { itemReviewRule } from "./rules";
import { formReport, formsWithAttempts, itemReport, type ItemFlag, type ItemReport } from "./statistics.server";

type Context = Readonly<RouterContextProvider>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function formatters(context: Context) {
  const language = getRequestLanguage(context);
  return {
    language,
    decimal: (s: Statistic | number | null, digits = 2) => {
      const value = typeof s === "number" || s === null ? s : s.value;
      return value === null ? null : formatDecimal(value, language, digits);
    },
    percent: (share: number) => formatPercent(Math.round(share * 100), language),
    integer: (n: number) => formatInteger(n, language),
  };
}

/** The rule's thresholds as the page states them. */
function ruleValues(f: ReturnType<typeof formatters>) {
  return {
    min: f.integer(itemReviewRule.minCandidates),
    perLanguage: f.integer(itemReviewRule.minPerLanguage),
    delta: f.decimal(itemReviewRule.translationDelta, 1)!,
    easy: f.percent(itemReviewRule.tooEasyAbove),
    hard: f.percent(itemReviewRule.tooHardBelow),
    discrimination: f.decimal(itemReviewRule.lowDiscriminationBelow, 2)!,
  };
}

const flagView = (flag: ItemFlag) =>
  flag.kind === "translation"
    ? { kind: flag.kind, language: flag.language, languageName: languageNameOf(flag.language as LanguageCode) }
    : { kind: flag.kind, language: null, languageName: null };

function itemRow(item: ItemReport, f: ReturnType<typeof formatters>) {
  return {
    itemId: item.itemId,
    number: item.position + 1,
    p: item.statistics.difficulty.value,
    r: item.statistics.discrimination.value,
    difficulty: f.decimal(item.statistics.difficulty),
    discrimination: f.decimal(item.statistics.discrimination),
    flags: item.flags.map(flagView),
  };
}

/** /staff/exams/statistics: the forms with scored attempts, and the chosen one's review (the newest by default). */
export async function statisticsPage(request: Request, context: Context, viewer: Viewer) {
  bankUser(viewer);
  const { db } = getAppContext(context);
  const f = formatters(context);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const forms = await formsWithAttempts(db);
  const chosen = new URL(request.url).searchParams.get("form");
  const selected = forms.find((form) => form.formId === chosen) ?? forms[0];
  const report = selected ? await formReport(db, selected.formId) : null;
  return {
    messages: pageMessages(context, "examStatistics"),
    rule: ruleValues(f),
    thresholds: {
      hard: itemReviewRule.tooHardBelow,
      easy: itemReviewRule.tooEasyAbove,
      discrimination: itemReviewRule.lowDiscriminationBelow,
    },
    forms: forms.map((form) => ({
      id: form.formId,
      level: levels[form.level]?.certification ?? form.level,
      date: formatDate(form.frozenAt),
      n: f.integer(form.total),
    })),
    selected: selected?.formId ?? "",
    report: report && {
      formId: report.formId,
      enough: report.enough,
      candidates: f.integer(report.form.candidates),
      perLanguage: report.perLanguage.map((l) => ({
        language: l.language,
        name: languageNameOf(l.language as LanguageCode),
        n: f.integer(l.n),
      })),
      kr20: f.decimal(report.form.kr20),
      sem: f.decimal(report.form.sem),
      mean: f.decimal(report.form.mean, 1),
      sd: f.decimal(report.form.sd, 1),
      items: f.integer(report.form.items),
      flagged: f.integer(report.items.filter((i) => i.flags.length).length),
      rows: report.items.map((item) => itemRow(item, f)),
    },
  };
}

/** /staff/exams/statistics/:formId/items/:itemId: one item per language, with its options' choice rates. */
export async function itemStatisticsPage(context: Context, viewer: Viewer, formId: string, itemId: string) {
  bankUser(viewer);
  if (!UUID.test(formId)) notFound();
  const { db } = getAppContext(context);
  const f = formatters(context);
  const found = await itemReport(db, formId, itemId);
  if (!found) notFound();
  const { item, optionsByLanguage } = found;
  const difOf = (language: string) => item.dif.find((d) => d.focal === language);
  return {
    messages: pageMessages(context, "examStatistics"),
    formId,
    itemId,
    row: itemRow(item, f),
    key: item.key,
    languages: item.statistics.byLanguage.map((group) => {
      const dif = difOf(group.language);
      return {
        language: group.language,
        name: languageNameOf(group.language as LanguageCode),
        n: f.integer(group.n),
        p: group.difficulty.value,
        difficulty: f.decimal(group.difficulty),
        discrimination: f.decimal(group.discrimination),
        delta: dif?.ok ? f.decimal(dif.result.delta, 1) : null,
      };
    }),
    options: item.statistics.options.map((o) => ({
      option: o.option,
      keyed: item.key.includes(o.option),
      all: f.percent(o.rate),
      rate: o.rate,
      byLanguage: optionsByLanguage.map((l) => {
        const rate = l.options.find((x) => x.option === o.option)?.rate ?? 0;
        return { language: l.language, rate, text: f.percent(rate) };
      }),
    })),
    omitted: {
      all: f.percent(item.statistics.omitted ?? 0),
      byLanguage: optionsByLanguage.map((l) => ({ language: l.language, text: f.percent(l.omitted) })),
    },
  };
}
