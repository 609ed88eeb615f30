import { z } from "zod";

/** The /unsubscribe page's form (the one-click POST of mail clients carries no intent: see the route). */
export const unsubscribeForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("unsubscribe"),
    token: z.string().min(1, "unsubscribe.errors.invalid").max(2000, "unsubscribe.errors.invalid"),
  }),
]);
