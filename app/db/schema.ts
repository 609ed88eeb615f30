import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Server-side settings shared by every instance (e.g. the signing secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Normalised: trimmed and lower-cased, so one address is stored once. */
  email: text("email").notNull().unique(),
  language: text("language").notNull(),
  source: text("source").notNull().default("home"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});
