import type { RouterContextProvider } from "react-router";
import { subscribeToNewsletter } from "~/db/newsletter.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { detectRequestLanguage } from "~/lib/i18n/detect.server";
import { newsletterSchema } from "~/lib/newsletter/newsletter";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";

/**
 * Newsletter sign-up, the home page's action (the spec's form did nothing; ours stores the address
 * once). The form posts here with or without JavaScript; a refusal comes back to the form, a
 * sign-up redirects to the home page with a flash for the form (`<FormSuccess form="newsletter">`).
 */
export async function subscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, rateLimits, clientIp } = getAppContext(context);
  const form = await request.formData();
  if ((await consume(rateLimits.newsletter, clientIp)) > 0) {
    return refuseForm(form, "newsletter.errors.rateLimited", { status: 429 });
  }
  const parsed = parseForm(form, newsletterSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  try {
    // A new, an already subscribed and an unsubscribed address get the same answer: the form must
    // not tell anyone whether an address is on the list.
    await subscribeToNewsletter(db, { email: parsed.value.email, language: detectRequestLanguage(request).language });
  } catch (error) {
    logger.error({ err: error }, "Newsletter subscription failed");
    return refuseForm(form, "newsletter.errors.failed", { status: 500 });
  }
  return redirectWithFlash(context, "/", { ns: "home", key: "newsletter.success", form: "newsletter" });
}
