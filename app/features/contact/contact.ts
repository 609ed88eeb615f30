import { z } from "zod";

export const contactTopics = [
  "certification",
  "exam",
  "verification",
  "partnership",
  "training",
  "media",
  "other",
] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** One schema for the browser and the server; messages are keys of the contact namespace. */
export const contactSchema = z.object({
  name: z.string().trim().min(2, "errors.name").max(120, "errors.nameLong"),
  email: z.string().trim().max(254, "errors.email").pipe(z.email("errors.email")),
  organisation: z.string().trim().max(160, "errors.organisationLong").optional().default(""),
  topic: z.enum(contactTopics, { error: "errors.topic" }),
  message: z.string().trim().min(20, "errors.messageShort").max(5000, "errors.messageLong"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export const contactFields = ["name", "email", "organisation", "topic", "message"] as const;
