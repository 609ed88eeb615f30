import { z } from "zod";
import { roles } from "~/features/auth";
import { type applicationStatuses } from "~/features/registry";

/**
 * The forms of the admin pages (docs/guides/forms.md): one schema per page, named by `intent`,
 * messages as keys of the page's namespace. Shared by the browser and the actions.
 */

const userId = z.string().min(1).max(100);

/** /admin/users: a row's role, and disabling or enabling its account. */
export const userForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), userId, role: z.enum(roles) }),
  z.object({ intent: z.literal("disable"), userId }),
  z.object({ intent: z.literal("enable"), userId }),
]);
export type UserForm = z.infer<typeof userForms>;
export const userIntents = ["role", "disable", "enable"] as const satisfies ReadonlyArray<UserForm["intent"]>;

/** /admin/mail: queue a failed mail again. */
export const mailForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: z.uuid(), to: z.string().max(320) }),
]);

/** /admin/messages: mark a message read or unread. */
export const messageForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.uuid(), read: z.enum(["true", "false"]) }),
]);

/** /admin/subscribers: take an address off the newsletter. */
export const subscriberForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unsubscribe"), email: z.email().max(254) }),
]);

/** The statuses an admin sets by hand; approved and declined are decisions (their own intents). */
export const reviewStatuses = ["new", "inReview"] as const satisfies ReadonlyArray<
  (typeof applicationStatuses)[number]
>;

/**
 * /admin/applications/:id: the review (status and notes), the decision (approve, or decline with
 * a reason mailed to the applicant) and sending an approval's invitation again. Messages: partnerApply keys.
 */
export const applicationReviewForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("review"),
    // Absent once the application is decided (its status is the decision's).
    status: z.enum(reviewStatuses).optional(),
    notes: z.string().max(5000, "admin.notesLong").default(""),
  }),
  z.object({ intent: z.literal("approve") }),
  z.object({
    intent: z.literal("decline"),
    reason: z.string().trim().min(10, "decision.reasonShort").max(2000, "decision.reasonLong"),
  }),
  // The invitation's mail count the page showed: sending again requires it (a double click sends once).
  z.object({
    intent: z.literal("resend"),
    sends: z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number),
  }),
]);
