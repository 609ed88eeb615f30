/**
 * Items of a level that fill its blueprint, for tests of the bank's pages: `perDomain(domain, need)` items per
 * domain (the blueprint's count by default), single-answer, in English, with a named author and a different
 * reviewer and every text reviewed. Route tests store them as they are; browser tests import them as CSV (they
 * arrive reviewed, decision 047) and put them live through the item pages.
 */
import { frameworkDomains, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";
import { blueprintFor, exportCsv, type ExamItem, type ItemStatus } from "~/features/exams";

export function blueprintItems(
  level: FrameworkLevel,
  options: {
    prefix?: string;
    status?: ItemStatus;
    perDomain?: (domain: FrameworkDomain, need: number) => number;
  } = {},
): ExamItem[] {
  const { counts } = blueprintFor(level);
  const prefix = options.prefix ?? `${level}-bp`;
  return frameworkDomains.flatMap((domain) =>
    Array.from({ length: options.perDomain?.(domain, counts[domain]) ?? counts[domain] }, (_, i) => ({
      id: `${prefix}-${domain}-${String(i).padStart(3, "0")}`,
      domain,
      level,
      type: "single" as const,
      status: options.status ?? "live",
      authorId: "bank-author",
      reviewerId: "bank-reviewer",
      key: ["A"],
      translations: {
        en: {
          stem: `Which reading is right for ${domain} case ${i + 1}?`,
          options: ["A", "B", "C"].map((id) => ({ id, text: `Reading ${id}` })),
          rationale: "Reading A follows from the data.",
          reviewed: true,
        },
      },
    })),
  );
}

/** The items as the bank's CSV (what the import page takes). */
export function blueprintCsv(items: readonly ExamItem[]): string {
  return exportCsv(items, []);
}
