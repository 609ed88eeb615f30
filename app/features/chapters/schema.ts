// Members of the regional chapters.
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";

/** A column holding a member's id that goes with the member: deleting the account deletes the row. */
function memberId(column: string) {
  return text(column).references(() => users.id, { onDelete: "cascade" });
}

/** Members of the regional chapters (app/content/chapters.ts). */
export const chapterMemberships = pgTable(
  "chapter_memberships",
  {
    chapterSlug: text("chapter_slug").notNull(),
    userId: memberId("user_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterSlug, table.userId] }),
    index("chapter_memberships_user_idx").on(table.userId),
  ],
);
