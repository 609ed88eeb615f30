const jobAlerts = {
  meta: {
    title: "Job alerts · GeoCert",
    description: "The job board searches you are mailed about: change how often, or delete them.",
  },
  save: {
    heading: "Get these jobs by e-mail",
    lead: "Save the board's current filters as an alert: we mail you the jobs that match once they are published.",
    frequency: "How often",
    email: "Your e-mail address",
    emailHint: "We first send a link to confirm this address; nothing else is sent until you follow it.",
    memberNote: "Alerts go to your account's address.",
    submit: "Save alert",
    manage: "Your job alerts",
  },
  frequencies: {
    instant: "As soon as they are published",
    daily: "Daily digest",
    weekly: "Weekly digest",
  },
  filters: {
    all: "All jobs",
    keyword: "Keyword: {{value}}",
    salary: "Salary from {{value}}",
  },
  page: {
    heading: "Job alerts",
    lead: "The job board searches we mail you about. Each mail also has a link to stop it.",
    empty: "You have no job alerts yet. Save one from the job board's filters.",
    board: "Job board",
    filters: "Search",
    frequency: "How often",
    change: "Change",
    delete: "Delete alert",
    deleteNamed: "Delete alert: {{name}}",
    open: "Show on the job board",
    guestHeading: "Your job alert",
    pending: "This alert is waiting for your confirmation: no mail is sent until you confirm it.",
    confirm: "Confirm alert",
    invalid: "This link is not valid any more: the alert was deleted, or it was not confirmed within three days.",
    signedInAs: "Alerts are mailed to {{email}}.",
  },
  done: {
    saved: "Alert saved. New jobs matching this search will be mailed to you.",
    guestSaved:
      "Thank you. If this address can receive our mail, a confirmation link is on its way: alerts start once you follow it.",
    confirmed: "Alert confirmed. New jobs matching this search will be mailed to you.",
    frequency: "Saved: {{frequency}}.",
    deleted: "Alert deleted. No more mail will be sent for it.",
  },
  errors: {
    frequency: "Choose how often.",
    emailRequired: "Enter your e-mail address.",
    email: "Enter an e-mail address like name@example.org.",
    verifyFirst: "Confirm your account's e-mail address first (follow the link we sent you), then save the alert.",
    rateLimited: "Too many alerts in a short time. Please try again in an hour.",
  },
  mail: {
    confirmSubject: "Confirm your GeoCert job alert",
    confirmBody:
      "Someone asked for GeoCert job alerts to be sent to this address.\n\nSearch: {{filters}}\nHow often: {{frequency}}\n\nTo start receiving them, confirm here:\n{{link}}\n\nIf it was not you, ignore this mail: nothing more is sent, and the request is deleted after {{days}} days.",
    alertSubject: "New geothermal jobs for your alert ({{count}})",
    alertIntro: "New jobs matching your search ({{filters}}):",
    more: "{{count}} more on the job board:",
    allOnBoard: "All matching jobs on the job board:",
    footer: "You receive this because you saved a job alert on GeoCert ({{frequency}}).",
    manage: "Change how often or delete this alert:",
    unsubscribe: "Stop this alert:",
    renew: "Renew the listing",
    kind: "job alert mails for one saved search of the GeoCert job board",
    reminderSubject: "Your job listing expires in 3 days",
    reminderBody:
      "Your job listing on GeoCert expires on {{date}}:\n\n{{title}}\n\nTo keep it open for another 30 days, renew it on its page (sign in if asked):\n{{link}}\n\nIf the position is filled, nothing needs to be done: the listing closes by itself.",
  },
};

export default jobAlerts;
