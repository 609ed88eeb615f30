import { createElement } from "react";
import type { Database } from "~/db/client.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";

/** The confirmation link of a sign-up: absolute, on SITE_URL. */
export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Queues the double opt-in mail in the sign-up's transaction. The address is not proven yet, so
 * the mail carries nothing anyone typed: our words and the link, in the language of the sign-up.
 * Transactional (it is the answer to a request), so no unsubscribe link.
 */
export async function queueConfirmationMail(
  tx: Database,
  options: { mailer: Mailer; siteUrl: string },
  signUp: { email: string; language: string; token: string },
): Promise<void> {
  const language: LanguageCode = isLanguageCode(signUp.language) ? signUp.language : "en";
  const text = getNamespace(language, "newsletter").mail;
  const reasons = getNamespace(language, "mail").reasons;
  const link = confirmationUrl(options.siteUrl, signUp.token);
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: text.confirmSubject,
      template: text.confirmBody,
      values: { link },
      buttons: { link: text.confirmButton },
      reason: reasons.form,
    }),
    {
      language,
      subject: text.confirmSubject,
      siteUrl: options.siteUrl,
      text: text.confirmBody.replace("{{link}}", link),
    },
  );
  await options.mailer.send({ to: signUp.email, ...rendered, language, category: "transactional" }, { db: tx });
}
