/**
 * The candidate's mail of the certification decision (docs/decisions/050), in their language, through the outbox
 * in the decision's transaction. Certified: where the credential is (their credentials page, with its files and
 * public page); not certified: the reason as the decision maker wrote it, and where to see what comes next.
 */
import { createElement } from "react";
import type { FrameworkLevel } from "~/content/framework";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";
import type { ExamDecision } from "../schema";

export async function decisionMail(
  decision: ExamDecision,
  languageCode: string,
  siteUrl: string,
  mail: { to: string; name: string; level: FrameworkLevel; reason: string; credentialId: string | null },
): Promise<MailMessage> {
  const language: LanguageCode = isLanguageCode(languageCode) ? languageCode : "en";
  const texts = getNamespace(language, "examResults").mail;
  const values: Record<string, string> = {
    name: mail.name,
    level: levelTextsIn(language)[mail.level].certification,
    reason: mail.reason,
    id: mail.credentialId ?? "",
    link: `${siteUrl}${decision === "certified" ? "/account/credentials" : "/account/certification"}`,
  };
  const subject = fillTemplate(texts[`${decision}Subject`], values);
  const body = [texts.greeting, texts[decision], "{{link}}"].join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: texts[`${decision}Link`] },
      quotes: ["reason"],
      reason: getNamespace(language, "mail").reasons.form,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  return { to: mail.to, ...rendered, language, category: "transactional" };
}
