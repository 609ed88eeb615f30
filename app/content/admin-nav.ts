import {
  BadgeCheck,
  CalendarDays,
  Briefcase,
  Handshake,
  LayoutDashboard,
  Mail,
  Newspaper,
  PenLine,
  PieChart,
  Radar,
  RefreshCw,
  Send,
  ShieldAlert,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";

/** The admin area's navigation (labels: the admin namespace's nav.*). Each issue adds its pages here. */
export const adminNav: ReadonlyArray<{ key: AdminNavKey; to: string; icon: LucideIcon; end?: boolean }> = [
  { key: "dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { key: "messages", to: "/admin/messages", icon: Mail },
  { key: "subscribers", to: "/admin/subscribers", icon: Newspaper },
  { key: "newsletter", to: "/admin/newsletter", icon: PenLine }, // Newsletter issues
  { key: "survey", to: "/admin/survey", icon: PieChart },
  { key: "users", to: "/admin/users", icon: Users },
  { key: "staff", to: "/admin/staff", icon: UserCog }, // Staff duties (decision 040)
  // Credential registry
  { key: "credentials", to: "/admin/credentials", icon: BadgeCheck },
  { key: "applications", to: "/admin/applications", icon: Handshake },

  // Community moderation
  { key: "moderation", to: "/admin/moderation", icon: ShieldAlert },

  // Jobs
  { key: "jobScraping", to: "/admin/job-scraping", icon: Radar },

  // Events
  { key: "events", to: "/admin/events", icon: CalendarDays },

  // Outgoing mail (the outbox, docs/decisions/015-mail-outbox.md)
  { key: "mail", to: "/admin/mail", icon: Send },
  { key: "renewals", to: "/admin/renewals", icon: RefreshCw }, // Renewals and audits
];

export type AdminNavKey =
  | "dashboard"
  | "messages"
  | "subscribers"
  | "newsletter"
  | "survey"
  | "users"
  | "staff"
  | "credentials"
  | "applications"
  | "moderation"
  | "jobs"
  | "jobScraping"
  | "mail"
  | "renewals"
  | "events";

/** Icons for the pages the later issues add (kept here so their entries are one line each). */
export const adminIcons = {
  credentials: BadgeCheck,
  applications: Handshake,
  moderation: ShieldAlert,
  jobs: Briefcase,
  jobScraping: Radar,
};
