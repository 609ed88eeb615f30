import { deleteJobAlert, findJobAlert } from "~/features/jobs/index.server";
import { isSubscribed, unsubscribeFromNewsletter } from "~/features/newsletter/index.server";
import {
  deliveryOf,
  getsDigests,
  stopDigests,
  stopInstant,
  notificationLabel,
} from "~/features/notifications/index.server";
import { isNotificationType } from "~/features/notifications";
import { getNamespace } from "~/locales/index.server";
import { registerUnsubscribeKind } from "./unsubscribe.server";

/**
 * Every kind of mail the recipient can stop from its link (decision 028). A feature adds its
 * kind here: `registerUnsubscribeKind("<kind>", { handler, describe, isActive })`. The
 * `/unsubscribe` route imports this module, so each kind is known wherever a link is followed.
 */

/** The newsletter: subject = the subscribed address. */
registerUnsubscribeKind("newsletter", {
  handler: async (db, email) => {
    await unsubscribeFromNewsletter(db, email);
  },
  describe: (language, email) => getNamespace(language, "mail").kinds.newsletter.replace("{{email}}", email),
  isActive: (db, email) => isSubscribed(db, email),
});

export { registerUnsubscribeKind };

/** A job alert (decision 029): subject = the alert's id; stopping deletes the alert. */
registerUnsubscribeKind("job-alert", {
  handler: async (db, id) => {
    await deleteJobAlert(db, id);
  },
  describe: (language) => getNamespace(language, "jobAlerts").mail.kind,
  isActive: async (db, id) => Boolean(await findJobAlert(db, id)),
});

/** A notification digest: subject = the member's id; stopping sets their digest types to off. */
registerUnsubscribeKind("notifications-digest", {
  handler: (db, userId) => stopDigests(db, userId),
  describe: (language) => getNamespace(language, "notifications").mail.kindDigest,
  isActive: (db, userId) => getsDigests(db, userId),
});

/** One kind of instant notification mail: subject = "<member id> <type>"; stopping sets that type to off. */
registerUnsubscribeKind("notifications", {
  handler: async (db, subject) => {
    const [userId, type] = subject.split(" ");
    if (userId && isNotificationType(type)) await stopInstant(db, userId, type);
  },
  describe: (language, subject) => {
    const type = subject.split(" ")[1];
    const label = isNotificationType(type) ? notificationLabel(language, type) : "";
    return getNamespace(language, "notifications").mail.kindType.replace("{{label}}", label);
  },
  isActive: async (db, subject) => {
    const [userId, type] = subject.split(" ");
    return Boolean(userId && isNotificationType(type) && (await deliveryOf(db, userId, type)) === "instant");
  },
});
