import type { Database } from "~/db/client.server";
import { examItems, examItemTranslations } from "~/db/schema";
import type { ExamItem } from "~/features/exams";

/** Stores items straight into the bank's tables, as they are (their writing is tested in bank.server.test.ts). */
export async function storeItems(db: Database, items: readonly ExamItem[]) {
  if (items.length === 0) return;
  await db.insert(examItems).values(
    items.map((item) => ({
      id: item.id,
      domain: item.domain,
      level: item.level,
      type: item.type,
      key: item.key,
      status: item.status,
      authorId: item.authorId,
      reviewerId: item.reviewerId ?? null,
    })),
  );
  await db.insert(examItemTranslations).values(
    items.flatMap((item) =>
      Object.entries(item.translations).map(([language, t]) => ({
        itemId: item.id,
        language: language as "en",
        stem: t!.stem,
        options: t!.options,
        rationale: t!.rationale,
        reviewed: t!.reviewed,
      })),
    ),
  );
}
