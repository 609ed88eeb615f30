import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-side settings shared by every instance (e.g. the signing secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
