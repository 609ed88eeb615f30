/**
 * Form assembly: a form is drawn from the live item bank to the level's blueprint. Why each rule:
 * - only `live` items: drafts and items under review have not passed the item-writing committee, retired ones have
 *   been found faulty or over-exposed;
 * - a case study's items are taken together or not at all, since its items share one scenario and half a case
 *   makes no sense to the candidate;
 * - the draw is a function of the seed (stored with the form), so the same form can be rebuilt for an appeal or an
 *   audit, and the bank's order (a query without `order by`) changes nothing: items are sorted by id first;
 * - a form either meets the blueprint exactly or is not made: the answer is then what is missing per domain, so the
 *   exam committee knows which items to write. A form short of a domain would not be equivalent to the others.
 */
import { frameworkDomains, type FrameworkDomain } from "~/content/framework";
import type { Blueprint } from "./blueprint";
import { seededRandom, shuffled } from "./random";

export type PoolItem = {
  id: string;
  domain: FrameworkDomain;
  /** Only "live" items are drawn. */
  status: string;
  /** The case study the item belongs to, or null/absent for a standalone item. */
  caseId?: string | null;
  /** Languages the item has a reviewed translation in. */
  languages: readonly string[];
};

export type AssembleOptions = {
  /** Stored with the form: the same seed and bank give the same form. */
  seed: string;
  /** Languages every drawn item must have (a session announced in these languages). */
  languages?: readonly string[];
};

export type ExamForm = {
  level: Blueprint["level"];
  seed: string;
  /** The drawn item ids per domain: case-study items first, by case, then standalone items. */
  byDomain: { [D in FrameworkDomain]: string[] };
  /** The case studies on the form, in the order drawn. */
  caseIds: string[];
  /** Every item id of the form, domain by domain in the framework's order. */
  itemIds: string[];
};

/** A domain the bank cannot fill: `available` counts live standalone items and items of usable case studies. */
export type DomainShortfall = { domain: FrameworkDomain; need: number; available: number; missing: number };

/**
 * Case studies the bank cannot provide. `notEnough`: the usable cases hold fewer items than the blueprint asks.
 * `noFit`: there are enough, but no set of them sums to the case-study items exactly within every domain's count
 * while the standalone items fill the rest; more cases (or standalone items) must be written.
 */
export type CaseStudyShortfall = { reason: "notEnough" | "noFit"; needItems: number; availableItems: number };

export type AssembleResult =
  { ok: true; form: ExamForm } | { ok: false; domains: DomainShortfall[]; caseStudies: CaseStudyShortfall | null };

type Case = { id: string; itemIds: string[]; perDomain: Map<FrameworkDomain, number>; size: number };

/** How many choices the case-study search may try before it gives up (it is exhaustive below this). */
const SEARCH_BUDGET = 50_000;

const hasLanguages = (item: PoolItem, languages: readonly string[]) =>
  languages.every((language) => item.languages.includes(language));

/** The usable case studies of the bank: all their live items have the languages, and their size is in bounds. */
function usableCases(items: readonly PoolItem[], blueprint: Blueprint, languages: readonly string[]): Case[] {
  const plan = blueprint.caseStudies;
  if (!plan) return [];
  const groups = new Map<string, PoolItem[]>();
  for (const item of items) {
    if (!item.caseId) continue;
    const group = groups.get(item.caseId) ?? [];
    group.push(item);
    groups.set(item.caseId, group);
  }
  const cases: Case[] = [];
  for (const [id, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (group.length < plan.itemsPerCase.min || group.length > plan.itemsPerCase.max) continue;
    if (!group.every((item) => hasLanguages(item, languages))) continue;
    const perDomain = new Map<FrameworkDomain, number>();
    for (const item of group) perDomain.set(item.domain, (perDomain.get(item.domain) ?? 0) + 1);
    cases.push({ id, itemIds: group.map((item) => item.id), perDomain, size: group.length });
  }
  return cases;
}

/**
 * Case studies whose items sum exactly to `target`, within every domain's count, leaving no domain more
 * standalone items to find than the bank has. Depth-first over the cases in the (seeded) order given, taking a case
 * before leaving it out, so the first fit found is the seed's.
 */
function chooseCases(
  cases: readonly Case[],
  target: number,
  counts: Blueprint["counts"],
  standalone: ReadonlyMap<FrameworkDomain, number>,
): Case[] | null {
  const suffix: number[] = [];
  for (let i = cases.length - 1, sum = 0; i >= 0; i--) suffix[i] = sum += cases[i]!.size;
  const used = new Map<FrameworkDomain, number>(frameworkDomains.map((d) => [d, 0]));
  const chosen: Case[] = [];
  let budget = SEARCH_BUDGET;
  const fits = () => frameworkDomains.every((d) => counts[d] - used.get(d)! <= (standalone.get(d) ?? 0));
  const visit = (index: number, sum: number): boolean => {
    if (sum === target) return fits();
    if (index >= cases.length || sum + suffix[index]! < target || --budget < 0) return false;
    const next = cases[index]!;
    const room = sum + next.size <= target && [...next.perDomain].every(([d, n]) => used.get(d)! + n <= counts[d]);
    if (room) {
      for (const [d, n] of next.perDomain) used.set(d, used.get(d)! + n);
      chosen.push(next);
      if (visit(index + 1, sum + next.size)) return true;
      chosen.pop();
      for (const [d, n] of next.perDomain) used.set(d, used.get(d)! - n);
    }
    return visit(index + 1, sum);
  };
  return visit(0, 0) ? chosen : null;
}

/** Draws a form meeting `blueprint` exactly from the live items of `bank`, or says what is missing. */
export function assembleForm(
  blueprint: Blueprint,
  bank: readonly PoolItem[],
  options: AssembleOptions,
): AssembleResult {
  const languages = options.languages ?? [];
  const live = [...bank]
    .filter((item) => item.status === "live")
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const standalone = new Map<FrameworkDomain, PoolItem[]>(frameworkDomains.map((d) => [d, []]));
  for (const item of live) if (!item.caseId && hasLanguages(item, languages)) standalone.get(item.domain)!.push(item);
  const cases = usableCases(live, blueprint, languages);
  const target = blueprint.caseStudies?.items ?? 0;

  const domains: DomainShortfall[] = [];
  for (const domain of frameworkDomains) {
    const need = blueprint.counts[domain];
    const inCases = target > 0 ? cases.reduce((sum, c) => sum + (c.perDomain.get(domain) ?? 0), 0) : 0;
    const available = standalone.get(domain)!.length + inCases;
    if (available < need) domains.push({ domain, need, available, missing: need - available });
  }
  const availableItems = cases.reduce((sum, c) => sum + c.size, 0);
  const notEnough: CaseStudyShortfall | null =
    availableItems < target ? { reason: "notEnough", needItems: target, availableItems } : null;
  if (domains.length || notEnough) return { ok: false, domains, caseStudies: notEnough };

  const random = seededRandom(options.seed);
  const standaloneCounts = new Map([...standalone].map(([d, list]) => [d, list.length]));
  const picked = target > 0 ? chooseCases(shuffled(cases, random), target, blueprint.counts, standaloneCounts) : [];
  if (!picked) return { ok: false, domains: [], caseStudies: { reason: "noFit", needItems: target, availableItems } };

  const domainOf = new Map(live.map((item) => [item.id, item.domain]));
  const byDomain = Object.fromEntries(frameworkDomains.map((d) => [d, [] as string[]])) as ExamForm["byDomain"];
  for (const c of picked) for (const id of c.itemIds) byDomain[domainOf.get(id)!].push(id);
  for (const domain of frameworkDomains) {
    const still = blueprint.counts[domain] - byDomain[domain].length;
    byDomain[domain].push(
      ...shuffled(standalone.get(domain)!, random)
        .slice(0, still)
        .map((item) => item.id),
    );
  }
  return {
    ok: true,
    form: {
      level: blueprint.level,
      seed: options.seed,
      byDomain,
      caseIds: picked.map((c) => c.id),
      itemIds: frameworkDomains.flatMap((d) => byDomain[d]),
    },
  };
}

/**
 * The languages a form can be sat in: those every item of the form has a reviewed translation in. One item without
 * it would leave the candidate reading a language they did not choose, or a machine translation, so the language
 * is not offered at all. Sorted, so the answer does not depend on the bank's order.
 */
export function languagesOffered(form: Pick<ExamForm, "itemIds">, items: readonly PoolItem[]): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const formItems = form.itemIds.map((id) => byId.get(id));
  if (formItems.length === 0 || formItems.some((item) => item === undefined)) return [];
  const [first, ...rest] = formItems as PoolItem[];
  return [...new Set(first!.languages)]
    .filter((language) => rest.every((item) => item.languages.includes(language)))
    .sort();
}
