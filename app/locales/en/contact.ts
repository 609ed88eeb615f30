/** English strings of the Contact page. */
const contact = {
  meta: {
    title: "Contact — GeoCert",
    description: "Questions about certification, exams, verification or partnership? Write to the GeoCert team.",
  },
  title: "Contact us",
  lead: "Questions about certification, exams, credential verification or partnership: our team answers within two working days.",
  form: {
    heading: "Send us a message",
    name: "Your name",
    email: "Email address",
    emailHint: "We reply to this address and never share it.",
    organisation: "Organisation",
    topic: "Topic",
    topicPlaceholder: "Choose a topic…",
    message: "Message",
    messageHint: "At least 20 characters. Please do not send personal documents.",
    submit: "Send message",
    privacy: "We keep your message to answer it and delete it after two years.",
  },
  topics: {
    certification: "Certification and eligibility",
    exam: "Exams and exam windows",
    verification: "Verifying a credential",
    partnership: "Partnership and contributing",
    training: "Training providers",
    media: "Press and media",
    other: "Something else",
  },
  errors: {
    name: "Please enter your name (at least 2 characters).",
    nameLong: "Please shorten your name to 120 characters.",
    email: "Please enter a valid email address, like name@example.com.",
    organisationLong: "Please shorten the organisation name to 160 characters.",
    topic: "Please choose a topic.",
    messageShort: "Please write at least 20 characters so we can help.",
    messageLong: "Please keep your message under 5,000 characters.",
    rateLimited: "You have sent several messages already. Please try again in an hour.",
    failed: "We could not send your message. Please try again, or write to us by email.",
  },
  sent: {
    heading: "Thank you, your message has been sent",
    text: "We have sent you a confirmation by email and will answer within two working days.",
    another: "Send another message",
  },
  office: {
    heading: "Secretariat",
    address: "GeoCert Secretariat (fictional)\nHeat Flow Street 12\n105 Reykjavík, Iceland",
    hours: "Monday to Friday, 09:00–17:00 (GMT)",
    emailLabel: "Email",
    hoursLabel: "Office hours",
    addressLabel: "Address",
  },
  faq: {
    complaints: "Make a complaint",
    heading: "Before you write",
    text: "Many questions are answered on these pages:",
    about: "How certification works and frequently asked questions",
    certifications: "Levels, eligibility, exams and fees",
    events: "Upcoming exam windows and events",
    partners: "Becoming a partner",
  },
  mail: {
    confirmationSubject: "We have received your message — GeoCert",
    confirmationBody:
      'Hello,\n\nThank you for writing to GeoCert. We received your message about "{{topic}}" on {{date}} and will answer within two working days.\n\nYour reference: {{reference}}\n\nIf you did not write to us, you can ignore this email.\n\nThe GeoCert team',
  },
};

export default contact;
