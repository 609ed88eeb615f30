import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
