import type { Role } from "~/lib/auth/roles";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  /**
   * Double opt-in (issue 19, decision 030): only an address whose owner followed the mailed link is a
   * subscriber. Null while pending; a pending row expires (deleted) NEWSLETTER_CONFIRM_DAYS after its link.
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** SHA-256 (hex) of the secret in the confirmation link last mailed; null once used. */
  confirmTokenHash: text("confirm_token_hash").unique(),
  /** When that link was mailed: it expires, and a new one is mailed at most every few minutes. */
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
});

/** Messages sent through /contact; staff read them in the admin area. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organisation: text("organisation"),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp("read_at", { withTimezone: true }),
});

/**
 * The learning-needs survey (/learning-needs). A response is created at the first step and
 * updated step by step (`answers`), so a reload mid-survey resumes it; `completedAt` marks the end.
 */
export const surveyResponses = pgTable("survey_responses", {
  id: uuid("id").primaryKey().defaultRandom(),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
  step: integer("step").notNull().default(0),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/**
 * A readiness-quiz attempt (/training-quiz), anonymous: the id (random UUID, not guessable)
 * is kept in a cookie while answering and becomes the shareable results address once completed.
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Seed of the balanced draw, so a reload shows the same questions. */
    seed: integer("seed").notNull(),
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    language: text("language").notNull(),
    /** The recommended level once completed (app/lib/quiz/scoring.ts). */
    recommended: text("recommended"),
    /** The signed-in member who took it (their results history); null for visitors and deleted accounts. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  // A member's results history (account page) and account deletion look attempts up by member.
  (table) => [index("quiz_attempts_user_idx").on(table.userId)],
);

// Accounts (better-auth, app/lib/auth/auth.server.ts). The property names are better-auth's field
// names; the tables were written by hand from its documented schema (its generator needs Node 22).

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lower-cased by better-auth, unique. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").$type<Role>().notNull().default("member"),
  country: text("country"),
  /** Preferred language: set as the language cookie at sign-in, used for mail. */
  language: text("language").notNull().default("en"),
  /** A disabled account cannot sign in; its sessions are removed. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions live in the database, so every server instance sees the same ones. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Credentials (the password hash for email sign-in) per user and provider. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Short-lived tokens (password reset). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// Tables of later issues, one file each.
export * from "./schema-registry";
export * from "./schema-credentials";
export * from "./schema-periodic";
export * from "./schema-community";
export * from "./schema-jobs";
export * from "./schema-mail";
// Rate limits shared by every instance (docs/decisions/013).
export * from "./schema-rate-limits";
export * from "./schema-forms";
export * from "./schema-notifications";
export * from "./schema-newsletter";
// CPD ledger (issue 20)
export * from "./schema-cpd";
// Renewals, audits and reminders (issue 20)
export * from "./schema-renewals";
// Events and registrations (issue 20, decision 032)
export * from "./schema-events";
