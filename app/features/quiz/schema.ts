import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";

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
    /** The recommended level once completed (app/features/quiz/scoring.ts). */
    recommended: text("recommended"),
    /** The signed-in member who took it (their results history); null for visitors and deleted accounts. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  // A member's results history (account page) and account deletion look attempts up by member.
  (table) => [index("quiz_attempts_user_idx").on(table.userId)],
);
