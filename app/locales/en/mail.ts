/** Mail itself (decision 028): the frame every mail shares, the unsubscribe page and the admin preview. */
const mail = {
  layout: {
    tagline: "Global certification for the geothermal workforce",
    unsubscribe: "Unsubscribe",
    unsubscribeLead: "Do not want these emails any more?",
    linkFallback: "If the button does not work, copy this address into your browser:",
  },
  /** Why the recipient gets a mail: shown in its footer. */
  reasons: {
    account: "You receive this email because it concerns a GeoCert account that uses this address.",
    form: "You receive this email because this address was entered in a form on the GeoCert website.",
    member: "You receive this email as a member of the GeoCert community.",
    newsletter: "You receive the GeoCert newsletter because this address subscribed to it.",
  },
  /** Labels of the main button of a mail. */
  actions: {
    confirmAddress: "Confirm your address",
    choosePassword: "Choose a new password",
    mentorships: "Open your mentorships",
    directory: "Open the directory",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe — GeoCert",
    heading: "Unsubscribe",
    lead: "Stop a kind of email from GeoCert. No sign-in is needed, and it takes effect at once.",
    willStop: "This stops:",
    button: "Unsubscribe",
    done: "Done: you will no longer receive {{what}}.",
    already: "You no longer receive {{what}}.",
    invalidHeading: "This unsubscribe link does not work",
    invalidText:
      "The link is incomplete, was changed, or is too old. Use the link in a more recent email from us, or write to us through the contact page and we will stop the emails for you.",
    contact: "Contact us",
    errors: {
      invalid: "This unsubscribe link does not work. Use the link in a more recent email from us.",
      failed: "Something went wrong on our side. Please try again.",
    },
  },
  /** What an unsubscribe stops, by kind. */
  kinds: {
    newsletter: "the GeoCert newsletter at {{email}}",
  },
  preview: {
    metaTitle: "Mail templates — Admin",
    heading: "Mail templates",
    lead: "Every email the site sends, rendered with fictional sample data in the language you choose. Nothing is sent from this page.",
    templates: "Templates",
    language: "Language",
    show: "Show",
    subject: "Subject",
    category: "Kind",
    categories: {
      transactional: "Transactional (no unsubscribe)",
      notification: "Notification (with unsubscribe)",
      newsletter: "Newsletter (with unsubscribe)",
    },
    html: "HTML part",
    frameTitle: "The HTML part of “{{name}}”",
    text: "Plain-text part",
    names: {
      verify: "Account: confirm the address",
      reset: "Account: reset the password",
      existing: "Account: someone tried to sign up with this address",
      contactConfirmation: "Contact form: confirmation to the visitor",
      contactStaff: "Contact form: notice to staff",
      partnerConfirmation: "Partnership application: confirmation to the applicant",
      partnerStaff: "Partnership application: notice to staff",
      mentorshipRequest: "Mentorship: request received",
      mentorshipAccepted: "Mentorship: request accepted (to the mentee)",
      mentorshipAcceptedMentor: "Mentorship: request accepted (to the mentor)",
      mentorshipDeclined: "Mentorship: request declined",
      mentorshipEnded: "Mentorship: mentorship ended",
      directoryMessage: "Directory: a message from a member",
      newsletterFrame: "Newsletter: the frame of an issue, with its unsubscribe link",
      partnerGranted: "Partnership: approved, partner role given",
      partnerInvited: "Partnership: approved, invitation to create an account",
      partnerDeclined: "Partnership: declined, with the reason",
      mentorshipEnding: "Mentorship: ending soon",
    },
    sampleHeading: "A sample issue",
    sampleText:
      "This text only shows the frame every newsletter issue gets: the header, the footer and the unsubscribe link. The address is fictional.",
    sampleQuote: "A quoted excerpt, as a mail shows a post or a message.",
    sampleReason: "A sample reason written by our staff, as the applicant receives it.",
  },
};

export default mail;
