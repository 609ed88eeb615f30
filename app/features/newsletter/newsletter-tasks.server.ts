import { expirePendingSubscriptions } from "~/features/newsletter/queries.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";

/** Pending sign-ups whose confirmation link ran out are deleted, hourly (decision 030). */
export const expireNewsletterSignUps: PeriodicTask = {
  name: "newsletter-expire",
  pattern: "17 * * * *",
  run: async ({ deps: { db }, slot }) => {
    await expirePendingSubscriptions(db, slot);
  },
};
