import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { ensureFixedForumCategories, seedForum, ensureChapterCategories } from "~/features/forum/index.server";
import { seedJobs } from "~/features/jobs/index.server";
import { seedEvents, seedDemoEvents } from "~/features/events/index.server";
import { seedRegistry } from "~/features/registry/index.server";
import { seedHolders } from "~/features/credentials/index.server";
import { seedCpd } from "~/features/cpd/index.server";
import { insertSettingIfAbsent } from "./settings.server";
import { seedSurveyResponses } from "~/features/survey/index.server";
import { createUserWithPassword, findUserByEmail, replacePassword } from "~/features/auth/index.server";
import type { Duty, Role } from "~/features/auth";
import { seedStaffDuties } from "~/features/staff/index.server";
import { seedApplications } from "~/features/applications/index.server";
import { seedExamPanel, seedExamSessions, seedExamSitting, seedExams } from "~/features/exams/index.server";
import { parseConfig, type Config } from "./env.server";
import { seedCommunity } from "~/lib/server/demo-community.server";
import { refreshRenderedMarkdown } from "~/lib/markdown/rendered-markdown.server";

/** Clearly fictional subscribers (example.org addresses) so the admin views are not empty. */
const demoSubscribers = [
  { email: "ada.field-tech@example.org", language: "en" },
  { email: "jon.borholu@example.org", language: "is" },
  { email: "elif.rezervuar@example.org", language: "tr" },
  { email: "wanjiru.kisima@example.org", language: "sw" },
  { email: "taro.jinetsu@example.org", language: "ja" },
];

/**
 * Demo accounts for trying the site locally (the README lists them), on the reserved example.org
 * domain. They accept their published passwords only while `publishedPasswords` is true (a local
 * site or DEMO_ACCOUNTS=on, see Config.demoAccountPasswords); every other start locks them (random
 * passwords nobody knows, sessions ended), so they author the demo content but cannot sign in.
 */
export const demoAccounts = [
  { name: "Demo Admin", email: "admin@example.org", password: "GeoCert-admin-2026", role: "admin", country: "Iceland" },
  {
    name: "Demo Partner (Hekla Drilling Ltd.)",
    email: "partner@example.org",
    password: "GeoCert-partner-2026",
    role: "partner",
    country: "Kenya",
  },
  {
    name: "Demo Member",
    email: "member@example.org",
    password: "GeoCert-member-2026",
    role: "member",
    country: "Türkiye",
  },
  // Exam booking (decision 051): an approved candidate with a booked session that can be sat at once.
  {
    name: "Demo Candidate",
    email: "candidate@example.org",
    password: "GeoCert-candidate-2026",
    role: "member",
    country: "Kenya",
  },
  // The Expert panel (decision 053): an approved Expert candidate with a released written exam, portfolio to write.
  {
    name: "Demo Expert Candidate",
    email: "expert@example.org",
    password: "GeoCert-expert-2026",
    role: "member",
    country: "New Zealand",
  },
  // Staff with separate duties (docs/decisions/040): each does one part of the certification work.
  {
    name: "Demo Reviewer",
    email: "reviewer@example.org",
    password: "GeoCert-reviewer-2026",
    role: "staff",
    country: "Iceland",
    duties: ["applicationReviewer"],
  },
  {
    name: "Demo Decision Maker",
    email: "decisions@example.org",
    password: "GeoCert-decisions-2026",
    role: "staff",
    country: "Kenya",
    duties: ["certificationDecision"],
  },
  {
    name: "Demo Appeals Handler",
    email: "appeals@example.org",
    password: "GeoCert-appeals-2026",
    role: "staff",
    country: "Indonesia",
    duties: ["appealsPanel"],
  },
  {
    name: "Demo Finance",
    email: "finance@example.org",
    password: "GeoCert-finance-2026",
    role: "staff",
    country: "Türkiye",
    duties: ["finance"],
  },
  // Exam staff (docs/decisions/047, 050): two for the bank's four-eyes review, an invigilator and an assessor.
  {
    name: "Demo Exam Staff",
    email: "exam@example.org",
    password: "GeoCert-exam-2026",
    role: "staff",
    country: "Iceland",
    duties: ["examAdministration"],
  },
  {
    name: "Demo Exam Reviewer",
    email: "exam2@example.org",
    password: "GeoCert-exam2-2026",
    role: "staff",
    country: "Kenya",
    duties: ["examAdministration"],
  },
  {
    name: "Demo Invigilator",
    email: "invigilator@example.org",
    password: "GeoCert-invigilator-2026",
    role: "staff",
    country: "Indonesia",
    duties: ["invigilation"],
  },
  {
    name: "Demo Assessor",
    email: "assessor@example.org",
    password: "GeoCert-assessor-2026",
    role: "staff",
    country: "Türkiye",
    duties: ["assessment"],
  },
  // The Expert panel's second and third assessors (docs/decisions/053).
  {
    name: "Demo Assessor Two",
    email: "assessor2@example.org",
    password: "GeoCert-assessor2-2026",
    role: "staff",
    country: "Philippines",
    duties: ["assessment"],
  },
  {
    name: "Demo Assessor Three",
    email: "assessor3@example.org",
    password: "GeoCert-assessor3-2026",
    role: "staff",
    country: "South Africa",
    duties: ["assessment"],
  },
] as const satisfies ReadonlyArray<{
  name: string;
  email: string;
  password: string;
  role: Role;
  country: string;
  duties?: readonly Duty[];
}>;

/** Arbitrary constant naming the seeding lock among PostgreSQL advisory locks (see MIGRATION_LOCK_ID). */
const SEED_LOCK_ID = 7_271_941_005;

export type SeedOptions = {
  /** DEMO_DATA: false seeds nothing (the demo accounts already there are still locked). */
  demoData?: boolean;
  /** Whether the demo accounts accept their published passwords (Config.demoAccountPasswords). */
  publishedPasswords?: boolean;
  /** The body's invoice details, for the demo applications' invoices (the defaults when not given). */
  invoices?: Config["invoices"];
};

export type SeedResult = {
  /** Whether anything was seeded at this start. */
  seeded: boolean;
  /** Whether demo accounts accept their published passwords after this start (a warning is printed). */
  demoAccountsOpen: boolean;
};

/**
 * Runs at every start. Seeds demo data into a new database, each part once (a marker in
 * app_settings, so data an admin deleted does not come back), then settles the demo accounts: open
 * with the published passwords, or locked. All of it is one transaction under an advisory lock: a
 * marker commits with its data or not at all (a crash mid-seed leaves nothing half done), and of two
 * instances starting together the second waits for the first, then finds the markers and seeds
 * nothing. The fixed forum categories are structure, not demo data: they are ensured with DEMO_DATA=off too.
 */
export async function seedDemoData(
  db: Database,
  { demoData = true, publishedPasswords = true, invoices }: SeedOptions = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const seeded = demoData ? await seedParts(tx, publishedPasswords, invoices ?? parseConfig({}).invoices) : false;
    await ensureFixedForumCategories(tx);
    // Every chapter has its forum category (idempotent: also for databases seeded before chapters existed).
    await ensureChapterCategories(tx);
    const demoAccountsOpen = await settleDemoAccounts(tx, demoData && publishedPasswords);
    return { seeded, demoAccountsOpen };
  });
}

type DemoAccount = (typeof demoAccounts)[number];

/** Creates the demo accounts `which` picks that are not there yet, with their duties. */
async function createDemoAccounts(db: Database, publishedPasswords: boolean, which: (account: DemoAccount) => boolean) {
  for (const account of demoAccounts.filter(which)) {
    if (await findUserByEmail(db, account.email)) continue;
    const password = publishedPasswords ? account.password : randomBytes(24).toString("base64url");
    const { name, email, role, country } = account;
    const userId = await createUserWithPassword(db, { name, email, role, country, password });
    const granted = "duties" in account ? account.duties : [];
    await seedStaffDuties(
      db,
      granted.map((duty) => ({ userId, duty })),
    );
  }
}

async function seedParts(db: Database, publishedPasswords: boolean, invoices: Config["invoices"]): Promise<boolean> {
  let seeded = false;
  if (await insertSettingIfAbsent(db, "demo_seeded_at", new Date().toISOString())) {
    await db
      .insert(newsletterSubscriptions)
      .values(demoSubscribers.map((s) => ({ ...s, source: "demo", confirmedAt: new Date() })))
      .onConflictDoNothing();
    seeded = true;
  }
  if (await insertSettingIfAbsent(db, "demo_survey_seeded_at", new Date().toISOString())) {
    await seedSurveyResponses(db);
    seeded = true;
  }
  if (await insertSettingIfAbsent(db, "demo_accounts_seeded_at", new Date().toISOString())) {
    await createDemoAccounts(db, publishedPasswords, (account) => account.role !== "staff");
    seeded = true;
  }
  // Demo staff with duties (decision 040): their own marker, so databases seeded before them get them too.
  if (await insertSettingIfAbsent(db, "demo_staff_seeded_at", new Date().toISOString())) {
    await createDemoAccounts(db, publishedPasswords, (account) => account.role === "staff");
    seeded = true;
  }

  // Credential registry
  if (await seedRegistry(db)) seeded = true;
  // Credentials their holders own: the demo member's
  if (await seedHolders(db)) seeded = true;
  // CPD ledger: the demo member's entries
  if (await seedCpd(db)) seeded = true;

  // Community
  if (await seedForum(db)) seeded = true;

  if (await seedCommunity(db)) seeded = true;
  // Certification applications in every state, of the community's demo people and the demo member
  if (await seedApplications(db, invoices)) seeded = true;

  // Exams: the exam staff (their own marker: databases whose staff were seeded before them get them too), then the
  // demo item bank, a frozen form per level and a few scored attempts of fictional candidates.
  if (await insertSettingIfAbsent(db, "demo_exam_staff_seeded_at", new Date().toISOString())) {
    await createDemoAccounts(db, publishedPasswords, (account) => account.role === "staff");
    seeded = true;
  }
  if (await seedExams(db)) seeded = true;

  // Events: the former static events, then the demo's small upcoming ones
  if (await seedEvents(db)) seeded = true;
  if (await seedDemoEvents(db)) seeded = true;
  // Exam sessions of the exam windows, and the demo candidate's approved application and booking (decision 051):
  // the candidate's account has its own marker, so databases seeded before it get it too.
  if (await insertSettingIfAbsent(db, "demo_candidate_seeded_at", new Date().toISOString())) {
    await createDemoAccounts(db, publishedPasswords, (account) => account.email === "candidate@example.org");
    seeded = true;
  }
  if (await seedExamSessions(db, invoices)) seeded = true;
  // Sitting the exam (decision 052): the demo candidate also booked at Senior (in Spanish) and Expert sessions that
  // start at the seeding hour, with the demo invigilator, so each way through a sitting can be tried at once.
  if (await insertSettingIfAbsent(db, "demo_exam_sitting_seeded_at", new Date().toISOString())) {
    if (await seedExamSitting(db, invoices)) seeded = true;
  }

  // The Expert panel (decision 053): two more assessors (their own marker), and a portfolio on a two-assessor panel.
  if (await insertSettingIfAbsent(db, "demo_exam_panel_seeded_at", new Date().toISOString())) {
    const panelStaff = ["assessor2@example.org", "assessor3@example.org"];
    await createDemoAccounts(db, publishedPasswords, (account) => panelStaff.includes(account.email));
    if (await seedExamPanel(db, invoices)) seeded = true;
  }

  // Jobs
  if (await seedJobs(db)) seeded = true;
  // Seeded posts and jobs are inserted as rows: their HTML is rendered here, before the first page.
  if (seeded) await refreshRenderedMarkdown(db);

  return seeded;
}

/**
 * At every start, whatever happened before: open demo accounts get their published passwords back;
 * otherwise each gets a new random password nobody knows and its sessions end. (A local start
 * followed by a public one must not leave `admin@example.org` usable with the README's password.)
 * Returns whether any demo account is open.
 */
async function settleDemoAccounts(db: Database, open: boolean): Promise<boolean> {
  let anyOpen = false;
  for (const account of demoAccounts) {
    const user = await findUserByEmail(db, account.email);
    if (!user) continue;
    if (open) {
      await replacePassword(db, user.id, account.password, { keepSessions: true, unlessAlready: true });
      anyOpen = true;
    } else {
      await replacePassword(db, user.id, randomBytes(24).toString("base64url"), { keepSessions: false });
    }
  }
  return anyOpen;
}
