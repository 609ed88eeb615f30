/** The newsletter (decision 030): double opt-in confirmation page and its mail. */
const newsletter = {
  confirm: {
    metaTitle: "Confirm your subscription — GeoCert",
    heading: "Confirm your newsletter subscription",
    lead: "One click and this address receives the GeoCert newsletter, once a month. You can unsubscribe from every issue.",
    button: "Confirm the subscription",
    done: "Done: this address now receives the GeoCert newsletter.",
    invalidHeading: "This confirmation link does not work",
    invalidText:
      "The link is incomplete, was already used, or is older than 7 days. Sign up again on the home page and we will mail you a new link.",
    home: "Go to the home page",
    errors: {
      invalid: "This confirmation link does not work. Sign up again for a new one.",
      failed: "Something went wrong on our side. Please try again.",
    },
  },
  admin: {
    metaTitle: "Newsletter — Administration — GeoCert",
    heading: "Newsletter issues",
    text: "Write an issue in English and, if you like, in other languages: each confirmed subscriber gets the version in their language, or the English one.",
    newIssue: "New issue",
    empty: "No issues yet.",
    columns: {
      subject: "Subject",
      status: "Status",
      progress: "Progress",
      created: "Created",
    },
    status: { draft: "Draft", sending: "Sending", sent: "Sent" },
  },
  issue: {
    newTitle: "New newsletter issue — Administration — GeoCert",
    newHeading: "New issue",
    editTitle: "Newsletter issue — Administration — GeoCert",
    editHeading: "Issue",
    english: "English (required)",
    otherLanguages: "Other languages (optional: without a version, subscribers get the English one)",
    subject: "Subject",
    body: "Text (markdown)",
    bodyHint: "Markdown: **bold**, *italic*, [link](https://…), lists and headings. Scripts and styles are removed.",
    save: "Save the draft",
    previewHeading: "Preview",
    previewLanguage: "Language",
    preview: "Save and preview",
    previewFrame: "The issue as the mail looks in {{language}}",
    previewFallback: "No version in this language: its subscribers get the English one, shown here.",
    sendHeading: "Send",
    sendText:
      "Recipients now: {{count}} confirmed subscribers, each in their language. Once sending begins, the issue can no longer be changed.",
    confirm: "I have checked the preview and want to send this issue now",
    send: "Send the issue",
    progressLabel: "Sending progress",
    progress: "{{sent}} of {{total}} mails handed to the mail queue",
    back: "All issues",
    readOnly: "This issue is being sent or was sent: its words can no longer be changed.",
    done: {
      created: "The draft is saved.",
      saved: "The draft is saved.",
      sending: "Sending has begun. Recipients: {{count}}.",
    },
    errors: {
      subjectRequired: "Enter the English subject.",
      bodyRequired: "Enter the English text.",
      subjectMissing: "Add a subject for this language, or leave both fields empty.",
      bodyMissing: "Add a text for this language, or leave both fields empty.",
      subjectTooLong: "The subject can have at most 200 characters.",
      bodyTooLong: "The text can have at most 50,000 characters.",
      confirmRequired: "Tick the box to confirm the sending.",
      notDraft: "This issue is already being sent: it can no longer be changed.",
    },
  },
  mail: {
    confirmSubject: "Confirm your GeoCert newsletter subscription",
    confirmBody:
      "Someone asked to receive the GeoCert newsletter at this address. To confirm, use the button below within 7 days:\n\n{{link}}\n\nIf it was not you, ignore this email: without confirmation the address is not subscribed and is deleted after 7 days.",
    confirmButton: "Confirm the subscription",
  },
};

export default newsletter;
