import { z } from "zod";
import { deliveries, notificationTypes, type Delivery, type NotificationType } from "./types";

/** /notifications: open one (marks it read, then goes to it), or mark all read. */
export const notificationsForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: z.uuid() }),
  z.object({ intent: z.literal("readAll") }),
]);
export type NotificationsForm = z.output<typeof notificationsForms>;

const delivery = z.enum(deliveries, { error: "errors.invalid" });

/** /account/notifications: one select per type; stop watching a discussion or a category. */
export const preferencesForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    ...(Object.fromEntries(notificationTypes.map((type) => [type, delivery])) as Record<
      NotificationType,
      typeof delivery
    >),
  }),
  z.object({ intent: z.literal("unwatch"), discussionId: z.uuid() }),
  z.object({ intent: z.literal("unwatchCategory"), categoryId: z.uuid() }),
]);
export type PreferencesForm = z.output<typeof preferencesForms>;

/** The choices of a "save" post, by type. */
export function choicesOf(input: Extract<PreferencesForm, { intent: "save" }>): Record<NotificationType, Delivery> {
  return Object.fromEntries(notificationTypes.map((type) => [type, input[type]])) as Record<NotificationType, Delivery>;
}
