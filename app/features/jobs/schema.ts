// Tables: job board and job scraping.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JobDomain, JobLevel, JobSourceKind, JobType, Workplace } from "~/features/jobs/jobs";
import { users } from "~/features/auth/schema";

/**
 * A job on the board: posted here by a partner or admin (`postedBy`), or imported from a scraping
 * source (`sourceId`, the source that created it; other sources that list the same job are linked
 * through job_source_items). Hidden from lists once `expiresAt` passed or `closedAt` is set.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    organisation: text("organisation").notNull(),
    /** ISO 3166-1 alpha-2 code (named in the visitor's language when shown), or null when unknown. */
    country: text("country"),
    city: text("city"),
    workplace: text("workplace").$type<Workplace>().notNull().default("onsite"),
    type: text("type").$type<JobType>().notNull().default("full-time"),
    level: text("level").$type<JobLevel>(),
    /** Skill domains (common skills.*). */
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    /** Yearly amounts in `salaryCurrency`, when known. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    /** Markdown written here, or HTML from a source (as received; `descriptionHtml` is what is shown). */
    description: text("description").notNull().default(""),
    descriptionFormat: text("description_format").$type<"markdown" | "html">().notNull().default("markdown"),
    /** `description` rendered (markdown) or sanitised (html) when written, by renderer version `descriptionHtmlVersion`. */
    descriptionHtml: text("description_html"),
    descriptionHtmlVersion: integer("description_html_version"),
    applyUrl: text("apply_url"),
    applyEmail: text("apply_email"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** "closed" by its poster or an admin, or "vanished" from every source that listed it. */
    closedReason: text("closed_reason").$type<"closed" | "vanished">(),
    postedBy: text("posted_by").references(() => users.id, { onDelete: "set null" }),
    sourceId: uuid("source_id").references(() => jobSources.id, { onDelete: "set null" }),
    /** The job's address at its source, normalised (merges duplicates across sources). */
    canonicalUrl: text("canonical_url"),
    /** Normalised title + organisation + location (merges duplicates across sources). */
    dedupeKey: text("dedupe_key").notNull(),
    /** The expiry the poster was last reminded of (3 days before): one reminder per listing and expiry. */
    expiryRemindedFor: timestamp("expiry_reminded_for", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("jobs_posted_at_idx").on(table.postedAt),
    index("jobs_dedupe_key_idx").on(table.dedupeKey),
    index("jobs_canonical_url_idx").on(table.canonicalUrl),
    index("jobs_posted_by_idx").on(table.postedBy),
  ],
);

/** A place jobs are scraped from (admin: /admin/job-scraping). */
export const jobSources = pgTable("job_sources", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  kind: text("kind").$type<JobSourceKind>().notNull(),
  /** Greenhouse board token, Lever site, Ashby board name, or the feed / page URL. */
  identifier: text("identifier").notNull(),
  /** Employer name for jobs whose source does not name one (Greenhouse, Lever, Ashby, HTML). */
  organisation: text("organisation").notNull().default(""),
  /** Another API base URL (tests, proxies); null: the provider's public API. */
  apiBaseUrl: text("api_base_url"),
  /** HTML sources: CSS selectors of the list item and, within it, the title, link and location. */
  selectors: jsonb("selectors").$type<{ item: string; title: string; link: string; location: string } | null>(),
  /** Only jobs mentioning one of these (title, description, department) are imported; empty: all. */
  keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
  defaultCountry: text("default_country"),
  defaultLevel: text("default_level").$type<JobLevel>(),
  /** Either a cron expression or an interval in minutes (or neither: runs only on demand). */
  cron: text("cron"),
  intervalMinutes: integer("interval_minutes"),
  enabled: boolean("enabled").notNull().default(false),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }),
  /** The run lease: one instance at a time runs a source (docs/decisions/010-job-scheduling-lease.md). */
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  leaseOwner: text("lease_owner"),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which source lists which job under which id (one job may be listed by several sources). */
export const jobSourceItems = pgTable(
  "job_source_items",
  {
    sourceId: uuid("source_id")
      .notNull()
      .references(() => jobSources.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sourceId, table.externalId] }),
    index("job_source_items_job_idx").on(table.jobId),
  ],
);

/** The run log: one row per run of a source. */
export const jobSourceRuns = pgTable(
  "job_source_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => jobSources.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<"manual" | "schedule">().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status").$type<"running" | "ok" | "failed">().notNull().default("running"),
    found: integer("found").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    merged: integer("merged").notNull().default(0),
    expired: integer("expired").notNull().default(0),
    error: text("error"),
  },
  (table) => [index("job_source_runs_source_idx").on(table.sourceId, table.startedAt)],
);

/** Jobs a member saved ("Saved jobs"). */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** The board's filters an alert keeps (the board's query without page, sort or tab). */
export type JobAlertFilters = {
  q?: string;
  country?: string;
  workplace?: Workplace;
  type?: JobType;
  level?: JobLevel;
  domain?: JobDomain;
  salary?: number;
};

/**
 * A saved search of the job board, mailed instant, daily or weekly (docs/decisions/029). A member's
 * alert (`userId`) goes to their verified address; a guest's (`email`) only once `confirmedAt` is set
 * through the link mailed to it; unconfirmed ones are deleted after a few days.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A guest's address (normalised); null for a member's alert (their account's address is used). */
    email: text("email"),
    filters: jsonb("filters").$type<JobAlertFilters>().notNull().default({}),
    frequency: text("frequency").$type<"instant" | "daily" | "weekly">().notNull(),
    language: text("language").notNull().default("en"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The marker: jobs made visible (created) up to this time were mailed or were there before the alert. */
    sentThrough: timestamp("sent_through", { withTimezone: true }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_alerts_user_idx").on(table.userId),
    index("job_alerts_due_idx").on(table.frequency, table.confirmedAt),
  ],
);

/**
 * The jobs an alert has mailed (or announced by count): a job becomes visible when its transaction
 * commits, but its `created_at` is the transaction's start, so a run looks back a little before its
 * marker and leaves out what is here. Rows older than that look-back are pruned.
 */
export const jobAlertJobs = pgTable(
  "job_alert_jobs",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index("job_alert_jobs_mailed_idx").on(table.mailedAt),
  ],
);
