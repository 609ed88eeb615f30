import { data } from "react-router";
import { subscribeToNewsletter } from "~/db/newsletter.server";
import type { AppContext } from "~/lib/server/app-context.server";
import { detectRequestLanguage } from "~/lib/i18n/detect.server";
import { newsletterSchema, type NewsletterMessageKey } from "~/lib/newsletter/newsletter";
import { consume } from "~/lib/server/rate-limit.server";
import { logger } from "~/lib/server/log.server";

export type NewsletterResult = {
  ok: boolean;
  /** Translation key of the message to show (toast with JavaScript, inline always). */
  message: NewsletterMessageKey;
  /** Set when the field itself is wrong: shown under the field. */
  fieldError: boolean;
  /** What was typed, kept when rejected. */
  email: string;
};

/**
 * Newsletter sign-up, the home page's action (the spec's form did nothing; ours stores the
 * address once). The form posts here with or without JavaScript and gets the page back.
 */
export async function handleNewsletterForm(request: Request, context: AppContext) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 1000);
  const result = (status: number, value: NewsletterResult) => data(value, { status });

  if ((await consume(context.rateLimits.newsletter, context.clientIp)) > 0) {
    return result(429, { ok: false, email, fieldError: false, message: "newsletter.errors.rateLimited" });
  }
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) {
    const message = (parsed.error.issues[0]?.message ?? "newsletter.errors.invalid") as NewsletterMessageKey;
    return result(400, { ok: false, email, fieldError: true, message });
  }
  try {
    // A new, an already subscribed and an unsubscribed address get the same answer: the form must
    // not tell anyone whether an address is on the list.
    await subscribeToNewsletter(context.db, {
      email: parsed.data.email,
      language: detectRequestLanguage(request).language,
    });
    return result(200, { ok: true, email: "", fieldError: false, message: "newsletter.success" });
  } catch (error) {
    logger.error({ err: error }, "Newsletter subscription failed");
    return result(500, { ok: false, email, fieldError: false, message: "newsletter.errors.failed" });
  }
}
