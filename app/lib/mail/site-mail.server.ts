import type { Database } from "~/db/client.server";
import { saveContactMessage } from "~/features/contact/index.server";
import { submitApplication, type ApplicationInput } from "~/features/registry/index.server";
import type { ContactInput } from "~/features/contact";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { type contributionAreas, type organisationTypes, type partnerTiers } from "~/features/partners";
import { getNamespace } from "~/locales/index.server";
import { contactConfirmationMail, partnerConfirmationMail, staffNoticeMail } from "./site-mail-templates.server";

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

/** `siteUrl`: SITE_URL, to which the mails' links are absolute. */
type MailOptions = { db: Database; mailer: Mailer; contactEmail: string; siteUrl: string };

/** Stores a contact message, its confirmation to the visitor and the staff notification, together. */
export async function submitContactMessage(options: MailOptions, input: ContactInput & { language: string }) {
  const language = languageOf(input.language);
  return options.db.transaction(async (tx) => {
    const row = await saveContactMessage(tx, { ...input, language });
    const reference = referenceOf("C", row.id);
    const text = getNamespace(language, "contact");
    const english = getNamespace("en", "contact");
    await options.mailer.send(
      await contactConfirmationMail(language, options.siteUrl, {
        to: input.email,
        topic: text.topics[input.topic],
        date: dateIn(language, row.createdAt),
        reference,
      }),
      { db: tx },
    );
    const subject = `[Contact ${reference}] ${english.topics[input.topic]} — ${input.name}`;
    const facts = [
      ["From", `${input.name} <${input.email}>`],
      ["Organisation", input.organisation || "-"],
      ["Topic", input.topic],
      ["Language", language],
      ["Reference", reference],
    ] as const;
    await options.mailer.send(
      await staffNoticeMail(options.siteUrl, {
        to: options.contactEmail,
        replyTo: input.email,
        subject,
        facts,
        words: input.message,
        action: { href: "/admin/messages", label: "Open the messages" },
        text: [...facts.map(([label, value]) => `${label}: ${value}`), "", input.message].join("\n"),
      }),
      { db: tx },
    );
    return { ...row, reference };
  });
}

/** Stores a partnership application (removing its draft) with its confirmation and staff mail. */
export async function submitPartnerApplication(
  options: MailOptions,
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
      await partnerConfirmationMail(language, options.siteUrl, {
        to: input.email,
        tier: text.tiers[tier],
        type: text.types[type],
        date: dateIn(language, row.createdAt),
        reference,
      }),
      { db: tx },
    );
    const facts = [
      ["Organisation", `${input.organisation} (${english.types[type]}), ${input.country}`],
      ["Website", input.website || "-"],
      ["Tier of interest", english.tiers[tier]],
      [
        "Contact",
        `${input.contactName}${input.contactRole ? `, ${input.contactRole}` : ""} <${input.email}> ${input.phone ?? ""}`,
      ],
      ["Areas", input.areas.map((a) => english.areas[a as (typeof contributionAreas)[number]]).join(", ") || "-"],
      ["Language", language],
      ["Reference", reference],
    ] as const;
    await options.mailer.send(
      await staffNoticeMail(options.siteUrl, {
        to: options.contactEmail,
        replyTo: input.email,
        subject: `[Partnership ${reference}] ${input.organisation} — ${english.tiers[tier]} (${english.types[type]})`,
        facts,
        words: input.contribution,
        action: { href: "/admin/applications", label: "Review the applications" },
        text: [
          ...facts.map(([label, value]) => `${label}: ${value}`),
          "",
          input.contribution,
          "",
          `Review: ${options.siteUrl}/admin/applications`,
        ].join("\n"),
      }),
      { db: tx },
    );
    return { ...row, reference };
  });
}
