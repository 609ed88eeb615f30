import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import type { Config } from "~/lib/server/env.server";
import { getNamespace } from "~/locales/index.server";
import { refundRule } from "./invoice";
import { invoicePdf } from "./invoice-pdf.server";
import type { Invoice } from "./invoices.server";
import { dateIn, moneyIn } from "./texts.server";

export type InvoiceMailKind = "issued" | "paid" | "refunded";

/**
 * A mail about an invoice to its payer, in their language: issued (with the invoice's PDF attached,
 * how to pay and the refund rule), payment received, refund made. Only our words and the invoice's facts.
 */
export async function invoiceMail(
  kind: InvoiceMailKind,
  language: LanguageCode,
  config: Pick<Config, "siteUrl" | "invoices">,
  input: { invoice: Invoice; withPdf?: boolean; cardPayments?: boolean },
): Promise<MailMessage> {
  const texts = getNamespace(language, "payments");
  const { invoice } = input;
  const values: Record<string, string> = {
    name: invoice.payerName,
    number: invoice.number,
    amount: moneyIn(invoice.totalCents, invoice.currency, language),
    due: dateIn(invoice.dueOn, language),
    bank: invoice.seller.bankDetails,
    link: `${config.siteUrl}/account/invoices`,
    rule: fillTemplate(texts.rule.refund, { share: String(refundRule.share) }),
  };
  values.howToPay = fillTemplate(input.cardPayments ? texts.mail.issuedCard : texts.mail.issuedBank, values);
  const subject = fillTemplate(texts.mail[`${kind}Subject`], values);
  const template = texts.mail[`${kind}Body`];
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={template}
      values={values}
      buttons={{ link: texts.mail.button }}
      reason={getNamespace(language, "mail").reasons.account}
    />,
    { language, siteUrl: config.siteUrl, subject, text: fillTemplate(template, values) },
  );
  const attachments = input.withPdf
    ? [
        {
          filename: `${invoice.number}.pdf`,
          contentType: "application/pdf",
          content: (await invoicePdf(invoice, language)).toString("base64"),
        },
      ]
    : undefined;
  return { to: invoice.payerEmail, ...rendered, language, ...(attachments ? { attachments } : {}) };
}
