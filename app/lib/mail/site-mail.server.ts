import type { Database } from "~/db/client.server";
import { saveContactMessage } from "~/db/contact.server";
import { submitApplication, type ApplicationInput } from "~/db/registry.server";
import { fillTemplate } from "~/lib/auth/account-mail.server";
import type { ContactInput } from "~/lib/contact/contact";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { type contributionAreas, type organisationTypes, type partnerTiers } from "~/lib/partners/partner-application";
import { getNamespace } from "~/locales/index.server";

/**
 * Mail of the public forms (contact, partnership application). Their visitors' addresses are not
 * proven, so what goes to them names nothing they typed (no name, message or organisation): the
 * site cannot be used to send someone else's words from our domain. Staff notifications go to our
 * own CONTACT_EMAIL and carry the text. Each change is stored with its mails in one transaction.
 */

/** A short reference a visitor can quote ("C-5F3A9B21"): the start of the stored row's id. */
export function referenceOf(prefix: "C" | "P", id: string): string {
  return `${prefix}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

function languageOf(code: string): LanguageCode {
  return isLanguageCode(code) ? code : "en";
}

const dateIn = (language: LanguageCode, date: Date) =>
  formatDate(date.toISOString().slice(0, 10), dateWordsOf(language));

type MailOptions = { db: Database; mailer: Mailer; contactEmail: string };

/** Stores a contact message, its confirmation to the visitor and the staff notification, together. */
export async function submitContactMessage(options: MailOptions, input: ContactInput & { language: string }) {
  const language = languageOf(input.language);
  return options.db.transaction(async (tx) => {
    const row = await saveContactMessage(tx, { ...input, language });
    const reference = referenceOf("C", row.id);
    const text = getNamespace(language, "contact");
    const english = getNamespace("en", "contact");
    await options.mailer.send(
      {
        to: input.email,
        subject: text.mail.confirmationSubject,
        text: fillTemplate(text.mail.confirmationBody, {
          topic: text.topics[input.topic],
          date: dateIn(language, row.createdAt),
          reference,
        }),
        language,
      },
      { db: tx },
    );
    await options.mailer.send(
      {
        to: options.contactEmail,
        replyTo: input.email,
        subject: `[Contact ${reference}] ${english.topics[input.topic]} — ${input.name}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Organisation: ${input.organisation || "-"}`,
          `Topic: ${input.topic}`,
          `Language: ${language}`,
          `Reference: ${reference}`,
          "",
          input.message,
        ].join("\n"),
      },
      { db: tx },
    );
    return { ...row, reference };
  });
}

/** Stores a partnership application (removing its draft) with its confirmation and staff mail. */
export async function submitPartnerApplication(
  options: MailOptions & { siteUrl: string },
  submission: { draftId: string | null; input: ApplicationInput },
) {
  const { input } = submission;
  const language = languageOf(input.language);
  const text = getNamespace(language, "partnerApply");
  const english = getNamespace("en", "partnerApply");
  const type = input.organisationType as (typeof organisationTypes)[number];
  const tier = input.tier as (typeof partnerTiers)[number];
  return options.db.transaction(async (tx) => {
    const row = await submitApplication(tx, submission.draftId, input);
    const reference = referenceOf("P", row.id);
    await options.mailer.send(
      {
        to: input.email,
        subject: text.mail.subject,
        text: fillTemplate(text.mail.body, {
          tier: text.tiers[tier],
          type: text.types[type],
          date: dateIn(language, row.createdAt),
          reference,
        }),
        language,
      },
      { db: tx },
    );
    await options.mailer.send(
      {
        to: options.contactEmail,
        replyTo: input.email,
        subject: `[Partnership ${reference}] ${input.organisation} — ${english.tiers[tier]} (${english.types[type]})`,
        text: [
          `Organisation: ${input.organisation} (${english.types[type]}), ${input.country}`,
          `Website: ${input.website || "-"}`,
          `Tier of interest: ${english.tiers[tier]}`,
          `Contact: ${input.contactName}${input.contactRole ? `, ${input.contactRole}` : ""} <${input.email}> ${input.phone ?? ""}`,
          `Areas: ${input.areas.map((a) => english.areas[a as (typeof contributionAreas)[number]]).join(", ") || "-"}`,
          `Language: ${language}`,
          `Reference: ${reference}`,
          "",
          input.contribution,
          "",
          `Review: ${options.siteUrl}/admin/applications`,
        ].join("\n"),
      },
      { db: tx },
    );
    return { ...row, reference };
  });
}
