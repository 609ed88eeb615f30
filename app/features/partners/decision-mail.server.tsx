import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import { getNamespace } from "~/locales/index.server";

export type DecisionMailKind = "granted" | "invited" | "declined";

/**
 * The answer to a partnership application, in the application's language
 * (docs/decisions/034-partnership-decisions.md). The address is not proven, so the mail names
 * nothing the applicant typed: our fixed text, the reference, our links and — for a decline — the
 * reason our staff wrote.
 */
export async function partnershipDecisionMail(
  kind: DecisionMailKind,
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; reference: string; link: string; date?: string; reason?: string },
): Promise<MailMessage> {
  const texts = getNamespace(language, "partnerApply").decisionMail;
  const values = {
    reference: input.reference,
    link: input.link,
    date: input.date ?? "",
    reason: input.reason ?? "",
    contact: `${siteUrl}/contact`,
  };
  const subject = fillTemplate(texts[`${kind}Subject`], values);
  const template = texts[`${kind}Body`];
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={template}
      values={values}
      buttons={kind === "declined" ? undefined : { link: texts[`${kind}Button`] }}
      quotes={["reason"]}
      links={["contact"]}
      reason={getNamespace(language, "mail").reasons.form}
    />,
    { language, siteUrl, subject, text: fillTemplate(template, values) },
  );
  return { to: input.to, ...rendered, language };
}
