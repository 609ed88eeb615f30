import type { ReviewMove } from "~/features/applications";
import { refereeMail, reviewMail } from "~/features/applications/index.server";
import { accountMail } from "~/features/auth/index.server";
import { complaintMail } from "~/features/complaints/index.server";
import { alertConfirmationMail, expiryReminderMail, jobAlertMail } from "~/features/jobs/index.server";
import { directoryMessageMail } from "~/features/directory/index.server";
import { mentorshipMail } from "~/features/mentorship/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailCategory } from "~/lib/mail/schema";
import { getNamespace } from "~/locales/index.server";
import type { MailMessage } from "./mail.server";
import { renderMail } from "./render.server";
import { eventMail } from "~/features/events/index.server";
import type { GeoEvent } from "~/features/events";
import { contactConfirmationMail, partnerConfirmationMail, staffNoticeMail } from "./site-mail-templates.server";
import { instantMailWith } from "~/features/notifications/index.server";
import type { NotificationType } from "~/features/notifications";
import { partnershipDecisionMail, type DecisionMailKind } from "~/features/partners/index.server";
import { fillTemplate } from "~/lib/mail/fill-template";
import { renewalFeeText, renewalMail, type RenewalMailKind } from "~/features/renewal/index.server";
import { MailHeading, MailLayout, MailParagraph, MailQuote } from "./templates";
import { unsubscribeLinksWithKey, type UnsubscribeLinks } from "./unsubscribe.server";

/**
 * The development preview of every mail (/admin/mail/templates): each template rendered with
 * fictional sample data (names from the demo's fictional people, addresses at example.org). A
 * feature adds its templates to `mailPreviews`. Nothing here sends anything.
 */

export type PreviewInput = {
  language: LanguageCode;
  siteUrl: string;
  /** Signed unsubscribe links for a fictional address (real tokens: the page behind them works). */
  unsubscribe: (kind: string, subject: string) => UnsubscribeLinks;
};

export type MailPreview = {
  id: string;
  /** The template's name in the admin's language. */
  title: (language: LanguageCode) => string;
  category: MailCategory;
  render: (input: PreviewInput) => Promise<MailMessage>;
};

const names = (language: LanguageCode) => getNamespace(language, "mail").preview.names;
const sampleDate = (language: LanguageCode) => formatDate("2026-03-14", dateWordsOf(language));
const SAMPLE_TOKEN = "SAMPLE-TOKEN-not-a-real-link";
const member = { to: "ada.sample@example.org", name: "Ada Sample", other: "Bo Example" };
/** The fictional newsletter reader of the preview (its unsubscribe link is real and works). */
export const PREVIEW_NEWSLETTER_ADDRESS = "newsletter.reader@example.org";

const account = (kind: "verify" | "reset" | "existing"): MailPreview => ({
  id: `account-${kind}`,
  title: (language) => names(language)[kind],
  category: "transactional",
  render: ({ language, siteUrl }) =>
    accountMail(kind, language, {
      to: member.to,
      siteUrl,
      link: `${siteUrl}/auth/${kind === "verify" ? "verify-email" : "reset-password"}?token=${SAMPLE_TOKEN}`,
      signIn: `${siteUrl}/auth`,
    }),
});

const mentorship = (
  kind: "acceptedMentor" | "ended",
  title: keyof ReturnType<typeof names>,
  withMessage: boolean,
): MailPreview => ({
  id: `mentorship-${kind}`,
  title: (language) => names(language)[title],
  category: "transactional",
  render: ({ language, siteUrl }) =>
    mentorshipMail(kind, language, siteUrl, {
      to: member.to,
      replyTo: "bo.example@example.org",
      values: {
        name: member.other,
        mentor: member.name,
        mentee: member.name,
        recipient: member.name,
        message: withMessage ? getNamespace(language, "mail").preview.sampleQuote : "",
        link: `${siteUrl}/community/mentorship#mine`,
        date: sampleDate(language),
      },
    }),
});

/** A mentorship notification's instant mail (decision 027), the other member's words quoted. */
const mentorshipNotice = (type: NotificationType, title: keyof ReturnType<typeof names>): MailPreview => ({
  id: `notification-${type.replace(".", "-")}`,
  title: (language) => names(language)[title],
  category: "notification",
  render: ({ language, siteUrl, unsubscribe }) =>
    instantMailWith(
      language,
      siteUrl,
      { id: "sample-member", name: member.name, email: member.to },
      type,
      {
        title: member.other,
        actor: member.other,
        url: "/community/mentorship#mine",
        ...(type === "mentorship.ending" ? {} : { quote: getNamespace(language, "mail").preview.sampleQuote }),
      },
      unsubscribe("notifications", `sample-member ${type}`),
    ),
});

/** The answer to a partnership application (decision 034): approved with the role, with an invitation, declined. */
const partnershipDecision = (kind: DecisionMailKind, title: keyof ReturnType<typeof names>): MailPreview => ({
  id: `partner-${kind}`,
  title: (language) => names(language)[title],
  category: "transactional",
  render: ({ language, siteUrl }) =>
    partnershipDecisionMail(kind, language, siteUrl, {
      to: member.to,
      reference: "P-0C7E44D2",
      link:
        kind === "invited"
          ? `${siteUrl}/partners/invitation?token=${SAMPLE_TOKEN}`
          : kind === "granted"
            ? `${siteUrl}/partners/bulk-verify`
            : `${siteUrl}/contact`,
      date: sampleDate(language),
      reason: kind === "declined" ? getNamespace(language, "mail").preview.sampleReason : undefined,
    }),
});

/** A fictional event for the preview of the registration mails. */
const sampleEvent: GeoEvent = {
  slug: "sample-meetup-well-logs",
  type: "meetup",
  region: "iceland",
  format: "inPerson",
  start: { date: "2026-03-20", time: "17:30" },
  end: { date: "2026-03-20", time: "20:00" },
  utcOffset: "+00:00",
  venue: { name: "Sample Conference Centre", city: "Reykjavík", countryCode: "IS" },
  title: { en: "Chapter meetup: reading well logs", is: "Deildarfundur: lestur holumælinga" },
  summary: { en: "An evening of short talks." },
  description: [],
  agenda: [],
  audience: [],
};

/** The fictional Associate credential of the renewal previews (its id has the shape of a real one). */
const SAMPLE_CREDENTIAL = "GCF-2024-7K3M-QP";

/**
 * A renewal mail (decision 033), titled by its own subject with the sample filled in: a
 * reminder 90 days before expiry (the 180-, 30- and 7-day ones differ only in the number), the lapse,
 * the audit's request for evidence, the approval with the fee, the decline with the staff's reason.
 */
const renewal = (kind: RenewalMailKind): MailPreview => {
  const expiresOn = kind === "approved" ? "2030-03-14" : kind === "lapse" ? "2026-03-14" : "2027-03-14";
  return {
    id: `renewal-${kind}`,
    title: (language) =>
      fillTemplate(getNamespace(language, "renewal").mail[kind].subject, { id: SAMPLE_CREDENTIAL, days: "90" }),
    category: "transactional",
    render: ({ language, siteUrl }) =>
      renewalMail(kind, language, siteUrl, {
        to: member.to,
        credentialId: SAMPLE_CREDENTIAL,
        level: "associate",
        expiresOn,
        threshold: kind === "reminder" ? "90" : kind === "lapse" ? "lapse" : undefined,
        countingFrom: kind === "lapse" ? "2023-03-14" : undefined,
        reason: kind === "declined" ? getNamespace(language, "mail").preview.sampleReason : undefined,
        fee: kind === "approved" ? renewalFeeText("associate", language) : undefined,
      }),
  };
};

/** The complainant's mails: our fixed text, the reference and the outcome's category only (decision 040). */
const complaint = (kind: "received" | "closed"): MailPreview => ({
  id: `complaint-${kind}`,
  title: (language) => {
    const texts = getNamespace(language, "complaints");
    return `${texts.title}: ${fillTemplate(texts.mail[`${kind}Subject`], { reference: "CMP-5F3A9B21" })}`;
  },
  category: "transactional",
  render: ({ language, siteUrl }) =>
    complaintMail(kind, language, siteUrl, {
      to: member.to,
      reference: "CMP-5F3A9B21",
      date: sampleDate(language),
      outcome: kind === "closed" ? "partlyUpheld" : undefined,
    }),
});

/** A referee's request (or its reminder) to confirm a candidate's position, with the signed link. */
const referee = (kind: "request" | "reminder"): MailPreview => {
  const sample = {
    refereeName: member.other,
    applicantName: member.name,
    employer: "Example Geothermal Ltd (fictional)",
  };
  return {
    id: `application-referee-${kind}`,
    title: (language) => {
      const texts = getNamespace(language, "applications").mail;
      return fillTemplate(kind === "request" ? texts.requestSubject : texts.reminderSubject, {
        applicant: sample.applicantName,
        employer: sample.employer,
      });
    },
    category: "transactional",
    render: ({ language, siteUrl }) =>
      refereeMail(kind, language, siteUrl, {
        to: "bo.example@example.org",
        ...sample,
        role: "Reservoir engineer",
        startOn: "2019-02-01",
        endOn: null,
        link: `${siteUrl}/referee/${SAMPLE_TOKEN}`,
        expiresAt: new Date("2026-03-28T00:00:00Z"),
      }),
  };
};

/** The candidate's mail for a review decision, with staff's reason quoted and the dates that apply. */
const reviewDecision = (move: Exclude<ReviewMove, "startReview">): MailPreview => ({
  id: `application-${move}`,
  title: (language) => getNamespace(language, "review").mail[`${move}Subject`],
  category: "transactional",
  render: ({ language, siteUrl }) =>
    reviewMail(move, language, siteUrl, {
      to: member.to,
      name: member.name,
      level: "professional",
      reason: getNamespace(language, "mail").preview.sampleReason,
      dueOn: "2026-03-28",
      eligibleUntil: "2027-03-14",
      appealUntil: "2026-04-13",
    }),
});

export const mailPreviews: MailPreview[] = [
  // Events: the confirmation of a registration, with the event's .ics attached
  {
    id: "event-registered",
    title: (language) => {
      const texts = getNamespace(language, "eventRegistration");
      return `${texts.admin.title}: ${texts.mail.registered.heading}`;
    },
    category: "transactional",
    render: ({ language, siteUrl }) =>
      eventMail("registered", language, siteUrl, {
        to: member.to,
        event: sampleEvent,
        stamp: new Date("2026-03-14T10:00:00Z"),
      }),
  },
  // Staff cancelled a member's registration, with the admin's note quoted
  {
    id: "event-cancelled-by-staff",
    title: (language) => {
      const texts = getNamespace(language, "eventRegistration");
      return `${texts.admin.title}: ${texts.mail.cancelledByStaff.heading}`;
    },
    category: "transactional",
    render: ({ language, siteUrl }) =>
      eventMail("cancelledByStaff", language, siteUrl, {
        to: member.to,
        event: sampleEvent,
        reason: getNamespace(language, "mail").preview.sampleReason,
      }),
  },
  account("verify"),
  account("reset"),
  account("existing"),
  complaint("received"),
  complaint("closed"),
  referee("request"),
  referee("reminder"),
  reviewDecision("requestMoreInfo"),
  reviewDecision("approve"),
  reviewDecision("decline"),
  reviewDecision("upholdAppeal"),
  reviewDecision("dismissAppeal"),
  {
    id: "contact-confirmation",
    title: (language) => names(language).contactConfirmation,
    category: "transactional",
    render: ({ language, siteUrl }) =>
      contactConfirmationMail(language, siteUrl, {
        to: member.to,
        topic: getNamespace(language, "contact").topics.certification,
        date: sampleDate(language),
        reference: "C-5F3A9B21",
      }),
  },
  {
    id: "contact-staff",
    title: (language) => names(language).contactStaff,
    category: "transactional",
    render: ({ siteUrl }) =>
      staffNoticeMail(siteUrl, {
        to: "hello@geocert.example",
        replyTo: member.to,
        subject: `[Contact C-5F3A9B21] Certification and eligibility — ${member.name}`,
        facts: [
          ["From", `${member.name} <${member.to}>`],
          ["Organisation", "Example Geothermal Ltd (fictional)"],
          ["Topic", "certification"],
          ["Language", "en"],
          ["Reference", "C-5F3A9B21"],
        ],
        words: "A sample message from a fictional visitor, as staff receive it.",
        action: { href: "/admin/messages", label: "Open the messages" },
        text: "From: Ada Sample <ada.sample@example.org>\nReference: C-5F3A9B21\n\nA sample message from a fictional visitor, as staff receive it.",
      }),
  },
  {
    id: "partner-confirmation",
    title: (language) => names(language).partnerConfirmation,
    category: "transactional",
    render: ({ language, siteUrl }) => {
      const text = getNamespace(language, "partnerApply");
      return partnerConfirmationMail(language, siteUrl, {
        to: member.to,
        tier: text.tiers.gold,
        type: text.types.industry,
        date: sampleDate(language),
        reference: "P-0C7E44D2",
      });
    },
  },
  {
    id: "partner-staff",
    title: (language) => names(language).partnerStaff,
    category: "transactional",
    render: ({ siteUrl }) =>
      staffNoticeMail(siteUrl, {
        to: "hello@geocert.example",
        replyTo: member.to,
        subject: "[Partnership P-0C7E44D2] Example Geothermal Ltd — Gold (Industry)",
        facts: [
          ["Organisation", "Example Geothermal Ltd (Industry), Iceland"],
          ["Tier of interest", "Gold"],
          ["Contact", `${member.name} <${member.to}>`],
          ["Reference", "P-0C7E44D2"],
        ],
        words: "A sample contribution from a fictional applicant, as staff receive it.",
        action: { href: "/admin/applications", label: "Review the applications" },
        text: "Organisation: Example Geothermal Ltd (Industry), Iceland\nReference: P-0C7E44D2\n\nA sample contribution.",
      }),
  },
  partnershipDecision("granted", "partnerGranted"),
  partnershipDecision("invited", "partnerInvited"),
  partnershipDecision("declined", "partnerDeclined"),
  mentorshipNotice("mentorship.request", "mentorshipRequest"),
  mentorshipNotice("mentorship.accepted", "mentorshipAccepted"),
  mentorship("acceptedMentor", "mentorshipAcceptedMentor", false),
  mentorshipNotice("mentorship.declined", "mentorshipDeclined"),
  mentorshipNotice("mentorship.ending", "mentorshipEnding"),
  mentorship("ended", "mentorshipEnded", false),
  renewal("reminder"),
  renewal("lapse"),
  renewal("evidence"),
  renewal("approved"),
  renewal("declined"),
  {
    id: "directory-message",
    title: (language) => names(language).directoryMessage,
    category: "transactional",
    render: ({ language, siteUrl }) =>
      directoryMessageMail(language, siteUrl, {
        to: member.to,
        replyTo: "bo.example@example.org",
        values: {
          name: member.other,
          recipient: member.name,
          message: getNamespace(language, "mail").preview.sampleQuote,
          link: `${siteUrl}/community/directory`,
        },
      }),
  },
  // Job alerts (decision 029): a guest's confirmation, an alert mail, the poster's expiry reminder.
  {
    id: "job-alert-confirmation",
    title: (language) => getNamespace(language, "jobAlerts").mail.confirmSubject,
    category: "transactional",
    render: ({ language, siteUrl }) =>
      alertConfirmationMail(language, siteUrl, {
        to: member.to,
        filters: { country: "IS", workplace: "hybrid", domain: "drillingOperations" },
        frequency: "daily",
        link: `${siteUrl}/community/jobs/alerts?token=${SAMPLE_TOKEN}`,
      }),
  },
  {
    id: "job-alert",
    title: (language) => getNamespace(language, "jobAlerts").mail.alertSubject.replace("{{count}}", "12"),
    category: "notification",
    render: ({ language, siteUrl, unsubscribe }) =>
      jobAlertMail(language, siteUrl, {
        to: member.to,
        filters: { q: "reservoir", country: "KE" },
        frequency: "instant",
        jobs: [
          {
            id: "00000000-0000-4000-8000-000000000001",
            title: "Reservoir Engineer (sample)",
            organisation: "Example Geothermal Ltd",
            city: "Naivasha",
            country: "KE",
            workplace: "onsite",
            type: "full-time",
          },
          {
            id: "00000000-0000-4000-8000-000000000002",
            title: "Reservoir Modelling Intern (sample)",
            organisation: "Example Geothermal Ltd",
            city: null,
            country: "KE",
            workplace: "remote",
            type: "internship",
          },
        ],
        total: 12,
        manage: `${siteUrl}/community/jobs/alerts`,
        unsubscribe: unsubscribe("job-alert", "00000000-0000-4000-8000-00000000a1e7"),
      }),
  },
  {
    id: "job-expiry-reminder",
    title: (language) => getNamespace(language, "jobAlerts").mail.reminderSubject,
    category: "transactional",
    render: ({ language, siteUrl }) =>
      expiryReminderMail(language, siteUrl, {
        to: member.to,
        title: "Reservoir Engineer (sample)",
        expiresAt: new Date("2026-03-14T12:00:00Z"),
        link: `${siteUrl}/auth?next=%2Fcommunity%2Fjobs%2F00000000-0000-4000-8000-000000000001`,
      }),
  },
  {
    id: "newsletter-frame",
    title: (language) => names(language).newsletterFrame,
    category: "newsletter",
    render: async ({ language, siteUrl, unsubscribe }) => {
      const text = getNamespace(language, "mail");
      const links = unsubscribe("newsletter", PREVIEW_NEWSLETTER_ADDRESS);
      const rendered = await renderMail(
        <MailLayout reason={text.reasons.newsletter} unsubscribeUrl={links.pageUrl}>
          <MailHeading>{text.preview.sampleHeading}</MailHeading>
          <MailParagraph>{text.preview.sampleText}</MailParagraph>
          <MailQuote>{text.preview.sampleQuote}</MailQuote>
        </MailLayout>,
        { language, siteUrl, subject: text.preview.sampleHeading },
      );
      return {
        to: PREVIEW_NEWSLETTER_ADDRESS,
        ...rendered,
        language,
        category: "newsletter",
        headers: links.headers,
      };
    },
  },
];

/** Unsubscribe links for the preview, signed with the site's key (a fictional subject). */
export function previewUnsubscribe(key: Buffer, siteUrl: string) {
  return (kind: string, subject: string): UnsubscribeLinks => unsubscribeLinksWithKey(key, siteUrl, { kind, subject });
}
