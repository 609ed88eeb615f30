import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/** Server-side settings shared by every instance (e.g. the signing secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
