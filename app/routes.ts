import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("access", "routes/access.tsx"),
  route("set-language", "routes/set-language.tsx"),
  // Files and feeds (no page layout).
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("news/feed.xml", "routes/news.feed[.]xml.ts"),
  route("events/:slug/calendar.ics", "routes/events.$slug.calendar[.]ics.ts"),
  // Events: a member's certificate of attendance, the attendees as CSV for admins
  route("account/events/:registrationId/certificate.pdf", "routes/account.events.$registrationId.certificate[.]pdf.ts"),
  route("admin/events/:id/attendees.csv", "routes/admin.events.$id.attendees[.]csv.ts"),
  route("resources/files/:file", "routes/resources.files.$file.ts"),
  route("auth/sign-out", "routes/auth.sign-out.tsx"),
  // Mail: one-click unsubscribe, no sign-in, open while the gate is on (decision 028)
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // A referee confirms an experience entry (decision 041): open without the site password, so outside the frame.
  route("referee/:token", "routes/referee.$token.tsx"),
  route("api/admin/subscribers.csv", "routes/api.admin.subscribers[.]csv.ts"),
  route("community/jobs/feed.xml", "routes/community.jobs.feed[.]xml.ts"), // Jobs: RSS of the board's filters
  // A holder's downloads: signed credential, baked badge, PDF certificate
  route("credentials/:id/credential.json", "routes/credentials.$id.credential[.]json.ts"),
  route("credentials/:id/badge.svg", "routes/credentials.$id.badge[.]svg.ts"),
  route("credentials/:id/certificate.pdf", "routes/credentials.$id.certificate[.]pdf.ts"),
  // Signed credentials: the issuer's machine documents, open through the site gate.
  route(".well-known/did.json", "routes/well-known.did[.]json.ts"),
  route("issuer", "routes/issuer.ts"),
  route("issuer/achievements/:level", "routes/issuer.achievements.$level.ts"),
  route("issuer/status/:purpose/:n", "routes/issuer.status.$purpose.$n.ts"),
  route("api/credentials/verify", "routes/api.credentials.verify.ts"),
  // CPD ledger files: evidence for its member and admins, exports for the member
  route("account/cpd/evidence/:id", "routes/account.cpd.evidence.$id.ts"),
  route("account/certification/documents/:id", "routes/account.certification.documents.$id.ts"),
  route("account/cpd/export.csv", "routes/account.cpd.export[.]csv.ts"),
  route("account/cpd/export.pdf", "routes/account.cpd.export[.]pdf.ts"),
  // Invoices: the PDF for its payer and finance staff; Stripe's webhook (signature-checked, no page)
  route("account/invoices/:id.pdf", "routes/account.invoices.$id[.]pdf.ts"),
  // Sitting the exam: each answer's save from the page's script, the score report as PDF (decision 052)
  route("account/exams/:attemptId/answer", "routes/account.exams.$attemptId.answer.ts"),
  route("account/exams/:attemptId/report.pdf", "routes/account.exams.$attemptId.report[.]pdf.ts"),
  route("payments/stripe/webhook", "routes/payments.stripe.webhook.ts"),
  route("staff/exams/export", "routes/staff.exams.export.ts"), // The item bank as a QTI zip or CSV (decision 049)
  route("community/mention-suggestions", "routes/community.mention-suggestions.ts"), // @name autocomplete
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("certifications", "routes/certifications.tsx"),
    route("certifications/eligibility", "routes/certifications.eligibility.tsx"), // Eligibility check (decision 041)
    route("certification-framework", "routes/certification-framework.tsx"),
    route("learning-needs", "routes/learning-needs.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("resources", "routes/resources.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:slug", "routes/events.$slug.tsx"),
    route("events/:slug/check-in", "routes/events.$slug.check-in.tsx"), // Events
    route("news", "routes/news.tsx"),
    route("news/:slug", "routes/news.$slug.tsx"),
    route("partners", "routes/partners.tsx"),
    route("contact", "routes/contact.tsx"),
    route("complaints", "routes/complaints.tsx"), // Complaints, the public form (decision 040)
    route("training-quiz", "routes/training-quiz.tsx"),
    route("quiz-results/:id", "routes/quiz-results.$id.tsx"),

    // Accounts
    route("auth", "routes/auth.tsx"),
    route("auth/verify-email", "routes/auth.verify-email.tsx"),
    route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    route("auth/reset-password", "routes/auth.reset-password.tsx"),
    route("account", "routes/account.tsx"),
    // Credentials their holders own
    route("account/credentials", "routes/account.credentials.tsx"),
    route("credentials/:id", "routes/credentials.$id.tsx"),
    route("account/renewal/:credentialId", "routes/account.renewal.$credentialId.tsx"), // Renewal
    // Notifications
    route("notifications", "routes/notifications.tsx"),
    route("account/notifications", "routes/account.notifications.tsx"),
    route("account/cpd", "routes/account.cpd.tsx"), // CPD ledger
    route("account/events", "routes/account.events.tsx"), // My events
    route("account/invoices", "routes/account.invoices.tsx"), // My invoices
    route("account/certification", "routes/account.certification.tsx"), // Candidate dashboard (decision 041)
    route("account/certification/apply/:level", "routes/account.certification.apply.$level.tsx"), // Wizard (043)
    // Exam booking (decision 051): my exams, booking, one booking and its calendar file
    route("account/exams", "routes/account.exams.tsx"),
    route("account/exams/book/:applicationId", "routes/account.exams.book.$applicationId.tsx"),
    route("account/exams/portfolio", "routes/account.exams.portfolio.tsx"), // The Expert portfolio (decision 053)
    route("account/exams/:attemptId", "routes/account.exams.$attemptId.tsx"),
    route("account/exams/:attemptId/exam.ics", "routes/account.exams.$attemptId.exam[.]ics.ts"),
    // Sitting the exam and its score report (decision 052)
    route("account/exams/:attemptId/sit", "routes/account.exams.$attemptId.sit.tsx"),
    route("account/exams/:attemptId/report", "routes/account.exams.$attemptId.report.tsx"),
    route("staff/payments", "routes/staff.payments.tsx"), // Finance: bank transfers, refunds owed
    // Newsletter double opt-in (decision 030)
    route("newsletter/confirm", "routes/newsletter.confirm.tsx"),

    // Credential registry and partner pages
    route("partners/verify", "routes/partners.verify.tsx"),
    route("partners/apply", "routes/partners.apply.tsx"),
    route("partners/invitation", "routes/partners.invitation.tsx"),
    route("partners/bulk-verify/template.csv", "routes/partners.bulk-verify.template[.]csv.ts"),
    // Partner-only pages: the layout checks the role (app/features/registry/policy.ts) before them.
    layout("routes/partners-area.tsx", [
      route("partners/bulk-verify", "routes/partners.bulk-verify.tsx"),
      route("partners/bulk-verify/results.csv", "routes/partners.bulk-verify.results[.]csv.ts"),
    ]),
    route("api/bulk-verify", "routes/api.bulk-verify.ts"),

    // Community
    route("community", "routes/community._index.tsx"),
    route("community/new", "routes/community.new.tsx"),
    route("community/:id", "routes/community.$id.tsx"),
    route("community/mentorship", "routes/community.mentorship.tsx"),
    route("community/directory", "routes/community.directory.tsx"),
    route("community/chapters", "routes/community.chapters.tsx"),
    route("community/chapters/:slug", "routes/community.chapters.$slug.tsx"),
    route("community/directory/:id", "routes/community.directory.$id.tsx"),

    // Jobs
    route("community/jobs", "routes/community.jobs._index.tsx"),
    route("community/jobs/new", "routes/community.jobs.new.tsx"),
    route("community/jobs/alerts", "routes/community.jobs.alerts.tsx"), // Job alerts
    route("community/jobs/:id", "routes/community.jobs.$id.tsx"),
    route("community/jobs/:id/edit", "routes/community.jobs.$id.edit.tsx"),

    // Staff area: the layout checks the staff role (admins pass); each page checks its duty (decision 040).
    route("staff", "routes/staff.tsx", [
      index("routes/staff._index.tsx"),
      route("conflicts", "routes/staff.conflicts.tsx"),
      route("complaints", "routes/staff.complaints.tsx"),
      route("complaints/:id", "routes/staff.complaints.$id.tsx"),
      // The review of certification applications and their appeals (decision 044)
      route("applications", "routes/staff.applications.tsx"),
      route("applications/overview", "routes/staff.applications.overview.tsx"),
      route("applications/:id", "routes/staff.applications.$id.tsx"),
      // The exam item bank and its forms (decision 049)
      route("exams", "routes/staff.exams.tsx"),
      route("exams/items/new", "routes/staff.exams.items.new.tsx"),
      route("exams/items/:id", "routes/staff.exams.items.$id.tsx"),
      route("exams/import", "routes/staff.exams.import.tsx"),
      route("exams/forms", "routes/staff.exams.forms.tsx"),
      // Item statistics per form and per item, per language (decision 055)
      route("exams/statistics", "routes/staff.exams.statistics.tsx"),
      route("exams/statistics/:formId/items/:itemId", "routes/staff.exams.statistics.$formId.items.$itemId.tsx"),
      // Exam results and the certification decision (decision 050)
      route("exam-results", "routes/staff.exam-results.tsx"),
      route("exam-results/:attemptId", "routes/staff.exam-results.$attemptId.tsx"),
      // Exam sessions, their rosters and staff, accommodations (decision 051)
      route("exam-sessions", "routes/staff.exam-sessions.tsx"),
      route("exam-sessions/accommodations", "routes/staff.exam-sessions.accommodations.tsx"),
      route("exam-sessions/:id", "routes/staff.exam-sessions.$id.tsx"),
      // Invigilating exam sessions: admission codes, incidents, pauses, ends (decision 052)
      route("invigilation", "routes/staff.invigilation.tsx"),
      route("invigilation/:sessionId", "routes/staff.invigilation.$sessionId.tsx"),
      // The Expert panel: assessors' queue and scoring, assignment and release (decision 053)
      route("assessments", "routes/staff.assessments.tsx"),
      route("assessments/:portfolioId", "routes/staff.assessments.$portfolioId.tsx"),
    ]),

    // Administration: the layout checks the admin role before every page's loader and action. Most
    // pages check it again in their own; four (index, messages, subscribers, survey) rely on the layout alone.
    route("admin", "routes/admin.tsx", [
      index("routes/admin._index.tsx"),
      route("messages", "routes/admin.messages.tsx"),
      route("subscribers", "routes/admin.subscribers.tsx"),
      route("newsletter", "routes/admin.newsletter.tsx"), // Newsletter issues
      route("newsletter/new", "routes/admin.newsletter.new.tsx"),
      route("newsletter/:id", "routes/admin.newsletter.$id.tsx"),
      route("survey", "routes/admin.survey.tsx"),
      route("users", "routes/admin.users.tsx"),
      route("staff", "routes/admin.staff.tsx"), // Staff duties (decision 040)

      // Credential registry
      route("credentials", "routes/admin.credentials.tsx"),
      route("credentials/import", "routes/admin.credentials.import.tsx"),
      route("credentials/template.csv", "routes/admin.credentials.template[.]csv.ts"),
      route("credentials/keys", "routes/admin.credentials.keys.tsx"), // Signed credentials
      route("applications", "routes/admin.applications.tsx"),
      route("applications/:id", "routes/admin.applications.$id.tsx"),

      // Community moderation
      route("moderation", "routes/admin.moderation.tsx"),

      // Job scraping
      route("job-scraping", "routes/admin.job-scraping.tsx"),
      route("job-scraping/new", "routes/admin.job-scraping.new.tsx"),
      route("job-scraping/:id", "routes/admin.job-scraping.$id.tsx"),
      // Outgoing mail: the outbox's queue, failures and "retry now"
      route("mail", "routes/admin.mail.tsx"),
      // Every mail template with sample data, read-only
      route("mail/templates", "routes/admin.mail.templates.tsx"),
      // Renewals, audits, expiring credentials
      route("renewals", "routes/admin.renewals.tsx"),
      route("renewals/:id", "routes/admin.renewals.$id.tsx"),
      // Events
      route("events", "routes/admin.events.tsx"),
      route("events/new", "routes/admin.events.new.tsx"),
      route("events/:id", "routes/admin.events.$id.tsx"),
    ]),

    // Any other path answers the not-found page (spec §2).
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
