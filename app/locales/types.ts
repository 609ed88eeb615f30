import type about from "./en/about";
import type account from "./en/account";
import type admin from "./en/admin";
import type auth from "./en/auth";
import type certifications from "./en/certifications";
import type common from "./en/common";
import type contact from "./en/contact";
import type events from "./en/events";
import type eventRegistration from "./en/eventRegistration";
import type framework from "./en/framework";
import type home from "./en/home";
import type learningNeeds from "./en/learningNeeds";
import type news from "./en/news";
import type partners from "./en/partners";
import type quiz from "./en/quiz";
import type resources from "./en/resources";
import type testimonials from "./en/testimonials";
import type verify from "./en/verify";
import type bulkVerify from "./en/bulkVerify";
import type partnerApply from "./en/partnerApply";
import type credentialsAdmin from "./en/credentialsAdmin";
import type credentialCheck from "./en/credentialCheck";
import type forum from "./en/forum";
import type mentorship from "./en/mentorship";
import type directory from "./en/directory";
import type chapters from "./en/chapters";
import type jobs from "./en/jobs";
import type jobScraping from "./en/jobScraping";
import type credentials from "./en/credentials";
import type certificate from "./en/certificate";
import type jobAlerts from "./en/jobAlerts";
import type notifications from "./en/notifications";
import type mail from "./en/mail";
import type newsletter from "./en/newsletter";
import type cpd from "./en/cpd";
import type renewal from "./en/renewal";
import type staff from "./en/staff";
import type complaints from "./en/complaints";
import type payments from "./en/payments";
import type applications from "./en/applications";
import type review from "./en/review";
// The exam item bank's staff pages (decision 049)
import type examBank from "./en/examBank";
import type examResults from "./en/examResults";
// The Expert portfolio and panel (decision 053)
import type examPanel from "./en/examPanel";
import type examBooking from "./en/examBooking";
// Sitting the exam: invigilation, the candidate's exam and score report (decision 052)
import type examSitting from "./en/examSitting";
import type examStatistics from "./en/examStatistics";

/**
 * Interface text is split into namespaces: `common` (header, footer, gate, errors…) goes with
 * every page; each page's own namespace goes only with that page. Every language file must have
 * exactly the keys of the English one (`satisfies`); page namespaces in languages other than
 * en, is and tr may leave long body text out (`satisfies Partial…`), and English fills the gaps.
 */
export type CommonMessages = typeof common;
export type HomeMessages = typeof home;

export type Namespaces = {
  common: CommonMessages;
  home: HomeMessages;
  about: typeof about;
  certifications: typeof certifications;
  framework: typeof framework;
  learningNeeds: typeof learningNeeds;
  testimonials: typeof testimonials;
  resources: typeof resources;
  events: typeof events;
  news: typeof news;
  partners: typeof partners;
  contact: typeof contact;
  quiz: typeof quiz;
  auth: typeof auth;
  account: typeof account;
  admin: typeof admin;
  // Credential registry and partner pages
  verify: typeof verify;
  bulkVerify: typeof bulkVerify;
  partnerApply: typeof partnerApply;
  credentialsAdmin: typeof credentialsAdmin;
  // Signed credentials: "Verify a credential file"
  credentialCheck: typeof credentialCheck;
  // Community
  forum: typeof forum;
  mentorship: typeof mentorship;
  directory: typeof directory;
  chapters: typeof chapters;
  // Jobs
  jobs: typeof jobs;
  jobScraping: typeof jobScraping;
  // Credentials their holders own
  credentials: typeof credentials;
  // Credential downloads
  certificate: typeof certificate;
  // Job alerts
  jobAlerts: typeof jobAlerts;
  // Notifications
  notifications: typeof notifications;
  // Mail: its frame, the unsubscribe page, the template preview
  mail: typeof mail;
  // Newsletter double opt-in and issues
  newsletter: typeof newsletter;
  // CPD ledger
  cpd: typeof cpd;
  // Renewals, audits, reminders
  renewal: typeof renewal;
  // Event registration, check-in, certificates and admin
  eventRegistration: typeof eventRegistration;
  // Staff duties, conflicts of interest; complaints (decision 040)
  staff: typeof staff;
  complaints: typeof complaints;
  // Invoices, payments and refunds
  payments: typeof payments;
  // Certification applications: eligibility check, application, referees, dashboard
  applications: typeof applications;
  // The staff review of applications: queue, case, decisions, appeals, overview (decision 044)
  review: typeof review;
  // The exam item bank's staff pages: list, item, import, export, forms (decision 049)
  examBank: typeof examBank;
  // Exam results for staff and the certification decision (decision 050)
  examResults: typeof examResults;
  // The Expert portfolio and panel (decision 053)
  examPanel: typeof examPanel;
  // Exam sessions and booking (decision 051)
  examBooking: typeof examBooking;
  // Sitting the exam: invigilation, the candidate's exam and score report (decision 052)
  examSitting: typeof examSitting;
  // Item statistics for exam administration (decision 055)
  examStatistics: typeof examStatistics;
};
export type Namespace = keyof Namespaces;
export type PageNamespace = Exclude<Namespace, "common">;

/** Every key optional, at every depth: for languages whose long texts fall back to English. */
export type DeepPartial<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepPartial<U>[]
    : { [K in keyof T]?: DeepPartial<T[K]> };

/** A page namespace in one language: complete, or partial with English filling the gaps. */
export type PartialMessages<N extends PageNamespace> = DeepPartial<Namespaces[N]>;
