import { z } from "zod";

export const quizRoles = ["student", "technician", "engineer", "scientist", "manager", "other"] as const;
export const quizEducation = ["secondary", "diploma", "bachelor", "master", "doctorate"] as const;
export const quizGoals = ["firstJob", "advance", "changeField", "validate", "lead"] as const;

/** The profile step: one schema for browser and server; messages are keys of the quiz namespace. */
export const quizProfileSchema = z.object({
  role: z.enum(quizRoles, { error: "errors.role" }),
  years: z.coerce.number({ error: "errors.years" }).int("errors.years").min(0, "errors.years").max(60, "errors.years"),
  education: z.enum(quizEducation, { error: "errors.education" }),
  country: z.string().trim().max(60, "errors.country").optional().default(""),
  goal: z.enum(quizGoals, { error: "errors.goal" }),
});

export type QuizProfile = z.infer<typeof quizProfileSchema>;
export const quizProfileFields = ["role", "years", "education", "country", "goal"] as const;

/** Questions shown per page of the quiz. */
export const QUESTIONS_PER_PAGE = 4;

/**
 * The quiz page's forms, one schema for browser and server: the profile that starts an attempt, and
 * the question pages (their `q:<id>` answers are read against the attempt's questions).
 */
export const quizForms = z.discriminatedUnion("intent", [
  quizProfileSchema.extend({ intent: z.literal("profile") }),
  z.object({
    intent: z.enum(["next", "back", "submit", "restart"]),
    page: z.coerce.number().int().min(1).max(99).catch(1),
  }),
]);
export type QuizForm = z.output<typeof quizForms>;
