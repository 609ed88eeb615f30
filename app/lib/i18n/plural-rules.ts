/**
 * Cardinal plural rules (CLDR, whole numbers) for the languages whose locale data Chromium
 * does not ship (Icelandic, Zulu). Without them the browser would pick other plural forms
 * than the server and the page would not hydrate cleanly. Checked against Node's full ICU.
 */
export const fixedPluralRules: Record<string, (n: number) => "one" | "other"> = {
  // CLDR: t = 0 and i % 10 = 1 and i % 100 != 11, or t != 0.
  is: (n) => {
    const i = Math.trunc(Math.abs(n));
    const fraction = Math.abs(n) !== i;
    return fraction || (i % 10 === 1 && i % 100 !== 11) ? "one" : "other";
  },
  // CLDR: i = 0 or n = 1.
  zu: (n) => (Math.trunc(Math.abs(n)) === 0 || Math.abs(n) === 1 ? "one" : "other"),
};

type PluralRuleLike = { select: (n: number) => string; resolvedOptions: () => { pluralCategories: string[] } };

export function fixedPluralRule(language: string): PluralRuleLike | null {
  const select = fixedPluralRules[language];
  if (!select) return null;
  return { select, resolvedOptions: () => ({ pluralCategories: ["one", "other"] }) };
}
