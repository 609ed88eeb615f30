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
