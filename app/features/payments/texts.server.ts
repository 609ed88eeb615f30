import { formatDate } from "~/lib/format/dates";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
import { getNamespace } from "~/locales/index.server";
import { formatMoney, type InvoiceLine } from "./invoice";

/** A stored line in a language: its key and parameters, never text stored at issue time. */
export function lineText(line: InvoiceLine, language: LanguageCode): string {
  const texts = getNamespace(language, "payments").lines;
  return fillTemplate(texts[line.key], {
    level: levelTextsIn(language)[line.params.level].certification,
    basis: texts.basis[line.params.basis],
  });
}

export function moneyIn(cents: number, currency: string, language: LanguageCode): string {
  return formatMoney(cents, currency, language);
}

/** "7 December 2026" in the language, from a date or an ISO date. */
export function dateIn(value: Date | string, language: LanguageCode): string {
  const iso = typeof value === "string" ? value : value.toISOString().slice(0, 10);
  return formatDate(iso, dateWordsOf(language));
}
