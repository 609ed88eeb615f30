import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import { getNamespace } from "~/locales/index.server";
import type { ComplaintOutcome } from "./complaints";

export type ComplaintMailKind = "received" | "closed";

/**
 * The complainant's two mails (received, closed), in their language. Their address is not proven,
 * so the mails name nothing anyone typed — not the complaint, not staff's reason: our fixed text,
 * the reference, the date, the outcome's category and our links (docs/decisions/040).
 */
export async function complaintMail(
  kind: ComplaintMailKind,
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; reference: string; date: string; outcome?: ComplaintOutcome },
): Promise<MailMessage> {
  const texts = getNamespace(language, "complaints");
  const values = {
    reference: input.reference,
    date: input.date,
    outcome: input.outcome ? texts.outcomes[input.outcome] : "",
    contact: `${siteUrl}/contact`,
  };
  const subject = fillTemplate(texts.mail[`${kind}Subject`], values);
  const template = texts.mail[`${kind}Body`];
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={template}
      values={values}
      links={["contact"]}
      reason={getNamespace(language, "mail").reasons.form}
    />,
    { language, siteUrl, subject, text: fillTemplate(template, values) },
  );
  return { to: input.to, ...rendered, language };
}
