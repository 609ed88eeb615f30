/**
 * The candidate's mail when the panel's result is released (docs/decisions/053), in their language, through the
 * outbox in the release's transaction: the outcome, and where to see it.
 */
import { createElement } from "react";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";

export async function panelMail(
  passed: boolean,
  languageCode: string,
  siteUrl: string,
  mail: { to: string; name: string },
): Promise<MailMessage> {
  const language: LanguageCode = isLanguageCode(languageCode) ? languageCode : "en";
  const texts = getNamespace(language, "examPanel").mail;
  const values: Record<string, string> = {
    name: mail.name,
    outcome: passed ? texts.passed : texts.notPassed,
    link: `${siteUrl}/account/exams/panel`,
  };
  const subject = texts.subject;
  const body = [texts.greeting, texts.released, "{{link}}"].join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: texts.link },
      reason: getNamespace(language, "mail").reasons.form,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  return { to: mail.to, ...rendered, language, category: "transactional" };
}
