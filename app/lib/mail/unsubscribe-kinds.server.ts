import { isSubscribed, unsubscribeFromNewsletter } from "~/db/newsletter.server";
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
