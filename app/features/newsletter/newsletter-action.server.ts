import type { RouterContextProvider } from "react-router";
import { confirmSubscription, subscribeToNewsletter } from "~/features/newsletter/queries.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { detectRequestLanguage } from "~/lib/i18n/detect.server";
import { newsletterSchema } from "~/features/newsletter/newsletter";
import { queueConfirmationMail } from "~/features/newsletter/newsletter-mail.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";

/**
 * Newsletter sign-up, the home page's action (the spec's form did nothing; ours stores the address
 * once, double opt-in). The form posts here with or without JavaScript; a refusal comes back to the form, a
 * sign-up redirects to the home page with a flash for the form (`<FormSuccess form="newsletter">`).
 */
export async function subscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, mailer, config, rateLimits, clientIp } = getAppContext(context);
  const form = await request.formData();
  if ((await consume(rateLimits.newsletter, clientIp)) > 0) {
    return refuseForm(form, "newsletter.errors.rateLimited", { status: 429 });
  }
  const parsed = parseForm(form, newsletterSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  try {
    // A new, an already subscribed and an unsubscribed address get the same answer: the form must
    // not tell anyone whether an address is on the list.
    // Double opt-in (decision 030): a pending row and a confirmation mail, committed together; a
    // confirmed subscriber (or a link mailed minutes ago) gets nothing new, and the same answer.
    await db.transaction(async (tx) => {
      const result = await subscribeToNewsletter(tx, {
        email: parsed.value.email,
        language: detectRequestLanguage(request).language,
      });
      if (result.mail) await queueConfirmationMail(tx, { mailer, siteUrl: config.siteUrl }, result);
    });
  } catch (error) {
    logger.error({ err: error }, "Newsletter subscription failed");
    return refuseForm(form, "newsletter.errors.failed", { status: 500 });
  }
  return redirectWithFlash(context, "/", { ns: "home", key: "newsletter.success", form: "newsletter" });
}

/**
 * The confirmation page's button (a GET only shows it: mail scanners follow links, a person presses
 * the button). A good link makes the address a subscriber; a used, unknown or expired one is refused.
 */
export async function confirmByForm(context: Readonly<RouterContextProvider>, form: FormData, token: string) {
  const { db } = getAppContext(context);
  let confirmed: Awaited<ReturnType<typeof confirmSubscription>>;
  try {
    confirmed = await confirmSubscription(db, token);
  } catch (error) {
    logger.error({ err: error }, "Newsletter confirmation failed");
    return refuseForm(form, "confirm.errors.failed", { status: 500 });
  }
  if (!confirmed) return refuseForm(form, "confirm.errors.invalid", { status: 400 });
  throw redirectWithFlash(context, "/newsletter/confirm", { ns: "newsletter", key: "confirm.done", form: "confirm" });
}
