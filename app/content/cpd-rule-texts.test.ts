import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { createTranslator } from "~/lib/i18n/translator";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import type { Namespace } from "~/locales/types";
import { cpdRuleTextValues, type CpdRuleTextValues } from "./cpd-rule-texts";
import { cpdCategories, cpdRule } from "./cpd-rule";

/**
 * One rule, one place (decision 031): every page text that states a figure of the CPD rule
 * takes it from app/content/cpd-rule.ts. The texts are composed as the pages compose them, with the
 * rule's values and with made-up ones: both must come out, so no text restates a figure by itself.
 */
function translatorFor(language: (typeof languageCodes)[number]) {
  const translator = createTranslator(language, getNamespace(language, "common"));
  for (const ns of ["about", "certifications", "cpd", "renewal"] as const)
    translator.addNamespace(ns, getNamespace(language, ns));
  return (ns: Namespace, key: string, values: Record<string, unknown> = {}) => String(translator.t(ns, key, values));
}

/** The texts of the about and certifications pages that state the rule, as the pages compose them. */
function ruleTexts(language: (typeof languageCodes)[number], values: CpdRuleTextValues, hours: Record<string, number>) {
  const t = translatorFor(language);
  return {
    aboutMaintain: t("about", "process.steps.maintain.text", values),
    aboutRecertification: t("about", "faq.items.recertification.answer", values),
    aboutEligibility: t("about", "faq.items.eligibility.answer", values),
    stepsMaintain: t("certifications", "steps.items.maintain.text", values),
    renewalLead: t("certifications", "renewal.lead", values),
    renewalText: t("certifications", "renewal.text", values),
    renewalAfter: t("certifications", "renewal.after", values),
    levels: certifications.map((c) => t("certifications", "levels.cpdHours", { count: hours[c.key] })),
    // The renewal page's phases and the lapse mail, with the figures as the page and the mail pass them.
    renewalNotYet: t("renewal", "page.phase.notYet", { count: values.renewalMonths, opens: "«o»", date: "«d»" }),
    renewalClosed: t("renewal", "page.phase.closed", { count: values.reinstatementMonths }),
    lapseMail: t("renewal", "mail.lapse.body", { count: values.reinstatementMonths }),
    caps: cpdCategories.flatMap((category) => {
      const cap = cpdRule.caps[category];
      return cap === undefined ? [] : [t("certifications", "renewal.maxPerCycle", { count: cap })];
    }),
  };
}

const madeUp: CpdRuleTextValues = {
  years: 97,
  minHours: 311,
  maxHours: 677,
  renewalMonths: 41,
  graceDays: 83,
  reinstatementMonths: 59,
  professionalYears: 23,
  seniorYears: 29,
};

describe("the CPD rule's figures in the page texts", () => {
  const real = cpdRuleTextValues();

  it("reads the figures from the rule and the certifications", () => {
    expect(real).toEqual({
      years: cpdRule.cycleYears,
      minHours: 30,
      maxHours: 60,
      renewalMonths: cpdRule.renewalOpensMonthsBefore,
      graceDays: cpdRule.graceDays,
      reinstatementMonths: cpdRule.reinstatementMonths,
      professionalYears: 3,
      seniorYears: 8,
    });
    for (const c of certifications) expect(c.validityYears).toBe(cpdRule.cycleYears);
  });

  for (const language of languageCodes) {
    it(`${language}: every text states the rule's figures, and follows them when they change`, () => {
      for (const [values, hours] of [
        [real, cpdRule.hoursPerCycle],
        [madeUp, { associate: 131, professional: 137, senior: 139, expert: 149 }],
      ] as const) {
        const texts = ruleTexts(language, values, hours);
        const has = (text: string, ...figures: number[]) =>
          figures.forEach((figure) =>
            expect(text, `${language}: ${text}`).toMatch(new RegExp(`(^|\\D)${figure}(\\D|$)`)),
          );
        has(texts.aboutMaintain, values.years);
        has(texts.aboutRecertification, values.years, values.minHours, values.maxHours, values.reinstatementMonths);
        has(texts.aboutEligibility, values.professionalYears, values.seniorYears);
        has(texts.stepsMaintain, values.years);
        has(texts.renewalLead, values.years);
        has(texts.renewalText, values.minHours, values.maxHours);
        has(texts.renewalAfter, values.renewalMonths, values.graceDays, values.reinstatementMonths);
        has(texts.renewalNotYet, values.renewalMonths);
        has(texts.renewalClosed, values.reinstatementMonths);
        has(texts.lapseMail, values.reinstatementMonths);
        certifications.forEach((c, i) => has(texts.levels[i]!, hours[c.key]));
      }
      const caps = ruleTexts(language, real, cpdRule.hoursPerCycle).caps;
      expect(caps).toHaveLength(Object.keys(cpdRule.caps).length);
      Object.values(cpdRule.caps).forEach((cap, i) => expect(caps[i]).toContain(String(cap)));
    });

    it(`${language}: the catch-up window (grace, reinstatement) is stated with the dates given, no figure typed in`, () => {
      const t = translatorFor(language);
      const raw = [
        getNamespace(language, "renewal").page.progressToday,
        getNamespace(language, "cpd").progress.untilToday,
      ];
      for (const texts of raw)
        for (const text of Object.values(texts)) expect(text, `${language}: ${text}`).not.toMatch(/\d/);
      expect(getNamespace(language, "cpd").progress.tableCaptionToday).not.toMatch(/\d/);
      for (const values of [
        { start: "18 March 2024", expired: "18 March 2027" },
        { start: "«start 4711»", expired: "«expired 4712»" },
      ]) {
        for (const kind of ["grace", "reinstatement"] as const) {
          for (const text of [
            t("renewal", `page.progressToday.${kind}`, values),
            t("cpd", `progress.untilToday.${kind}`, values),
          ]) {
            expect(text, `${language}: ${text}`).toContain(values.start);
            expect(text, `${language}: ${text}`).toContain(values.expired);
          }
        }
        expect(t("cpd", "progress.tableCaptionToday", values)).toContain(values.start);
      }
    });

    it(`${language}: the renewal pages and the lapse mail type no figure of the rule; the mail states the dates given`, () => {
      const renewal = getNamespace(language, "renewal");
      const stated = [
        ...Object.values(renewal.page.phase),
        ...Object.values(renewal.page.lead),
        ...Object.values(renewal.mail.lapse),
        ...Object.values(renewal.mail.reminder),
        renewal.admin.chartLabel,
        renewal.admin.expiringList_one,
        renewal.admin.expiringList_other,
        renewal.admin.rateHint,
      ];
      for (const text of stated) expect(text, `${language}: ${text}`).not.toMatch(/\d/);
      const t = translatorFor(language);
      for (const values of [
        { count: cpdRule.reinstatementMonths, until: "18 March 2028", start: "18 March 2024", date: "18 March 2027" },
        { count: 59, until: "«until 4713»", start: "«start 4711»", date: "«expired 4712»" },
      ]) {
        const body = t("renewal", "mail.lapse.body", values);
        for (const value of Object.values(values)) expect(body, `${language}: ${body}`).toContain(String(value));
        expect(t("renewal", "admin.chartLabel", { spans: values.until })).toContain(values.until);
        expect(t("renewal", "admin.expiringList", { count: values.count })).toContain(String(values.count));
        expect(body).toContain("{{link}}");
        expect(body).toContain("{{ledger}}");
      }
    });

    it(`${language}: names every category of the rule, and no text counts in CEUs (the unit is the hour)`, () => {
      const certificationsText = getNamespace(language, "certifications");
      const cpd = getNamespace(language, "cpd");
      for (const category of cpdCategories) {
        expect(certificationsText.renewal.activities[category]).toBeTruthy();
        expect(cpd.categories[category]).toBeTruthy();
      }
      for (const ns of ["about", "certifications", "resources", "cpd", "home", "account"] as const) {
        const text = JSON.stringify(getNamespace(language, ns));
        // CEU and the translations the site used for it (UEC es, UFC fr, "unidades/unités de formation").
        expect(text, `${language}/${ns}`).not.toMatch(
          /\bCEUs?\b|\bUEC\b|\bUFC\b|continuing education units?|unités de formation continue|unidades de educación continua/i,
        );
      }
    });
  }
});
