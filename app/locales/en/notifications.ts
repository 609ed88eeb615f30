const notifications = {
  meta: {
    title: "Notifications — GeoCert",
    preferencesTitle: "Notification settings — GeoCert",
  },
  page: {
    heading: "Notifications",
    intro: "What happened in the discussions you take part in, your mentorships and your listings.",
    empty: "Nothing yet. When someone answers you or mentions you, it shows here.",
    markAllRead: "Mark all as read",
    unread: "Unread",
    settings: "Notification settings",
    listLabel: "Your notifications",
  },
  types: {
    forum: {
      reply: { label: "Replies to my discussions", text: "{{actor}} replied to “{{title}}”" },
      replyAfter: { label: "Replies after mine in a discussion", text: "{{actor}} also replied in “{{title}}”" },
      mention: { label: "Someone mentions me", text: "{{actor}} mentioned you in “{{title}}”" },
      accepted: {
        label: "My reply is accepted as the answer",
        text: "Your reply in “{{title}}” was accepted as the answer",
      },
      watched: {
        label: "Discussions and categories I watch",
        text: "{{actor}} posted in “{{title}}”, which you watch",
      },
    },
    mentorship: {
      request: { label: "Mentorship requests to me", text: "{{actor}} asks you to be their mentor" },
      accepted: { label: "My mentorship request is accepted", text: "{{actor}} accepted your request for mentorship" },
      declined: { label: "My mentorship request is declined", text: "{{actor}} cannot take your mentorship request" },
      ending: { label: "A mentorship is ending soon", text: "Your mentorship with {{actor}} ends soon" },
    },
    jobs: {
      expiring: { label: "My job listing expires soon", text: "Your job listing “{{title}}” expires in 3 days" },
    },
  },
  groups: {
    forum: "Forum",
    mentorship: "Mentorship",
    jobs: "Job board",
  },
  delivery: {
    instant: "Email at once",
    daily: "Daily digest",
    weekly: "Weekly digest",
    off: "No email",
  },
  preferences: {
    heading: "Notification settings",
    intro:
      "Everything stays in your notifications list. Choose per kind whether you also get an email at once, one email a day (07:00 UTC) or a week (Mondays), or none.",
    save: "Save settings",
    back: "Back to your account",
    watching: "Discussions and categories you watch or mute",
    watchingNone: "You watch nothing yet. Use “Watch” on a discussion or a category.",
    watched: "Watching",
    muted: "Muted",
    category: "Category",
    unwatch: "Stop watching {{title}}",
    unmute: "Unmute {{title}}",
  },
  done: {
    saved: "Your notification settings are saved.",
  },
  errors: {
    invalid: "Choose one of the options.",
  },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Open on GeoCert",
    instantBody:
      "Hello {{name}},\n\n{{text}}.\n\n{{link}}\n\nChoose which emails you get, per kind, in your notification settings:\n{{settings}}\n\nGeoCert",
    reason: "You receive this email because of the notification settings of your GeoCert account.",
    kindType: "emails about “{{label}}” for your GeoCert account",
    kindDigest: "the daily and weekly notification digests of your GeoCert account",
    dailySubject: "GeoCert: your daily digest",
    weeklySubject: "GeoCert: your weekly digest",
    digestBody:
      "Hello {{name}},\n\nHere is what happened since your last digest.\n\n{{items}}\n\n{{active}}\n\nAll your notifications:\n{{list}}\n\nChoose which emails you get in your notification settings:\n{{settings}}\n\nGeoCert",
    digestNew: "New for you",
    digestActive: "Most active discussions",
    digestReplies: "new replies: {{count}}",
    unsubscribe: "Stop these emails with one click:",
  },
};

export default notifications;
