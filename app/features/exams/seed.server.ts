/**
 * Demo data of the exams (a marker in app_settings, so it is written once and an admin's deletions stay): a
 * fictional item bank from the templates of seed-templates.ts, live, written by one demo exam staff member and
 * reviewed — item and every translation — by the other, in English, Spanish and French; one frozen form per level
 * through `assembleAndFreeze`, as staff freeze them; and a few scored attempts of fictional candidates, so the
 * results pages and the certification decision can be tried on a new database.
 *
 * It runs in the first start's seeding transaction, so every table is written with multi-row inserts (a few
 * hundred rows per statement), never one statement per item.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificationApplications, users } from "~/db/schema";
import { frameworkDomains, frameworkLevels, type FrameworkLevel } from "~/content/framework";
import { findUserByEmail } from "~/features/auth/index.server";
import type { Viewer } from "~/features/auth";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { systemClock } from "~/lib/server/deps.server";
import { assembleAndFreeze } from "./bank/forms.server";
import { blueprintFor } from "./engine/blueprint";
import { madeUpScore } from "./results/demo-scores";
import { seedStatisticsDemo } from "./statistics/seed.server";
import {
  examAttemptEvents,
  examAttempts,
  examCaseStudies,
  examCaseTranslations,
  examItemEvents,
  examItems,
  examItemTranslations,
  examSessions,
  examSessionStaff,
} from "./schema";
import { demoBankLanguages, demoItem, demoScenario, type DemoItem } from "./seed-templates";

/** Who writes and who reviews the demo bank (demo-data.server.ts creates them first). */
export const DEMO_EXAM_AUTHOR = "exam@example.org";
export const DEMO_EXAM_REVIEWER = "exam2@example.org";
const DEMO_INVIGILATOR = "invigilator@example.org";
const DEMO_ASSESSOR = "assessor@example.org";
const DEMO_DECIDER = "decisions@example.org";

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 400;
const DAY = 86_400_000;

/** Items per domain beyond the blueprint's count, so two frozen forms of a level can differ. */
const SLACK = 1.2;
/** The senior level's case studies: this many, of two domains with two items each. */
const CASES = 14;
const ITEMS_PER_CASE = 4;

const optionIds = ["a", "b", "c", "d"];

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

type ItemRow = typeof examItems.$inferInsert;
type TranslationRow = typeof examItemTranslations.$inferInsert;

/** The bank's rows: items, their reviewed translations, their log, the case studies and theirs. */
export function demoBankRows(authorId: string, reviewerId: string, now: Date) {
  const items: ItemRow[] = [];
  const translations: TranslationRow[] = [];
  const cases: { id: string; scenario: Record<(typeof demoBankLanguages)[number], string> }[] = [];
  const add = (id: string, level: FrameworkLevel, domain: ItemRow["domain"], item: DemoItem, caseId?: string) => {
    items.push({
      id,
      domain,
      level,
      type: "single",
      caseId: caseId ?? null,
      key: [optionIds[item.key]!],
      status: "live",
      authorId,
      reviewerId,
      createdAt: now,
      updatedAt: now,
    });
    for (const language of demoBankLanguages) {
      const text = item.texts[language];
      translations.push({
        itemId: id,
        language,
        stem: text.stem,
        options: text.options.map((option, index) => ({ id: optionIds[index]!, text: option })),
        rationale: text.rationale,
        reviewed: true,
        reviewedBy: reviewerId,
        reviewedAt: now,
      });
    }
  };
  for (const [levelIndex, level] of frameworkLevels.entries()) {
    const blueprint = blueprintFor(level);
    for (const [domainIndex, domain] of frameworkDomains.entries()) {
      const count = blueprint.counts[domain];
      // With case studies, every domain keeps its full count standalone too, so any choice of cases fits.
      const standalone = blueprint.caseStudies ? count + 2 : Math.ceil(count * SLACK);
      for (let n = 0; n < standalone; n += 1) {
        const variant = n + levelIndex * 11 + domainIndex * 3;
        add(`demo.${level}.${domain}.${String(n + 1).padStart(3, "0")}`, level, domain, demoItem(domain, variant));
      }
    }
    if (!blueprint.caseStudies) continue;
    for (let c = 0; c < CASES; c += 1) {
      const caseId = `demo.${level}.case.${String(c + 1).padStart(2, "0")}`;
      cases.push({ id: caseId, scenario: demoScenario(c) });
      const pair = [
        frameworkDomains[c % frameworkDomains.length]!,
        frameworkDomains[(c + 1) % frameworkDomains.length]!,
      ];
      for (let n = 0; n < ITEMS_PER_CASE; n += 1) {
        const domain = pair[n % 2]!;
        add(`${caseId}.${n + 1}`, level, domain, demoItem(domain, 50 + c * 4 + n), caseId);
      }
    }
  }
  return { items, translations, cases };
}

/**
 * Seeds the demo exams once, when the demo exam staff exist. Returns whether it seeded. `clock` dates the rows
 * (the tests' clock; the system's at a start).
 */
export async function seedExams(db: Database, clock = systemClock): Promise<boolean> {
  const [author, reviewer] = await Promise.all([
    findUserByEmail(db, DEMO_EXAM_AUTHOR),
    findUserByEmail(db, DEMO_EXAM_REVIEWER),
  ]);
  if (!author || !reviewer) return false;
  if (!(await insertSettingIfAbsent(db, "demo_exams_seeded_at", clock.now().toISOString()))) return false;
  const now = clock.now();
  const { items, translations, cases } = demoBankRows(author.id, reviewer.id, now);

  if (cases.length) {
    await db.insert(examCaseStudies).values(cases.map((c) => ({ id: c.id, createdAt: now, updatedAt: now })));
    await db
      .insert(examCaseTranslations)
      .values(
        cases.flatMap((c) =>
          demoBankLanguages.map((language) => ({ caseId: c.id, language, scenario: c.scenario[language] })),
        ),
      );
    await db
      .insert(examItemEvents)
      .values(
        cases.map((c) => ({ caseId: c.id, actorId: author.id, action: "caseSaved" as const, version: 1, at: now })),
      );
  }
  await insertChunked(items, (chunk) => db.insert(examItems).values(chunk));
  await insertChunked(translations, (chunk) => db.insert(examItemTranslations).values(chunk));
  await insertChunked(items, (chunk) =>
    db.insert(examItemEvents).values(
      chunk.map((item) => ({
        itemId: item.id,
        actorId: author.id,
        action: "created" as const,
        toStatus: "live" as const,
        version: 1,
        reason: "Demo bank: written and reviewed for trying the site.",
        at: now,
      })),
    ),
  );

  // One frozen form per level, drawn as staff draw them (the same function, the same checks).
  const staff: Viewer = { id: author.id, role: "staff", duties: ["examAdministration"] };
  const forms = new Map<FrameworkLevel, string>();
  for (const level of frameworkLevels) {
    const frozen = await assembleAndFreeze({ db, clock }, staff, {
      level,
      languages: [...demoBankLanguages],
      seed: `demo-${level}`,
    });
    if (!frozen.ok) throw new Error(`The demo bank cannot fill a ${level} form: ${JSON.stringify(frozen)}`);
    forms.set(level, frozen.form.id);
  }

  await seedDemoResults(db, now, forms);
  // Item statistics (decision 055): a past session of the associate form with answers in en, es and fr.
  await seedStatisticsDemo(db, now, forms.get("associate")!, "associate");
  return true;
}

/** The fictional candidates whose scored attempts the results pages show (their language, level and outcome). */
export const demoCandidates = [
  // Released and passed: the one a decision maker can certify (the browser test does).
  {
    id: "demo-candidate-marisol",
    name: "Marisol Candidate",
    language: "es",
    level: "professional",
    percent: 82,
    result: "released",
  },
  // Withheld after an incident: exam administration releases or voids it.
  {
    id: "demo-candidate-theo",
    name: "Théo Candidate",
    language: "fr",
    level: "associate",
    percent: 78,
    result: "withheld",
  },
  // Released and failed: a decision of "not certified".
  {
    id: "demo-candidate-jamal",
    name: "Jamal Candidate",
    language: "en",
    level: "senior",
    percent: 61,
    result: "released",
  },
  // Scored, not yet released.
  {
    id: "demo-candidate-pita",
    name: "Pita Candidate",
    language: "en",
    level: "associate",
    percent: 74,
    result: "pending",
  },
] as const;

async function seedDemoResults(db: Database, now: Date, forms: Map<FrameworkLevel, string>) {
  const [invigilator, assessor, decider] = await Promise.all([
    findUserByEmail(db, DEMO_INVIGILATOR),
    findUserByEmail(db, DEMO_ASSESSOR),
    findUserByEmail(db, DEMO_DECIDER),
  ]);
  await db
    .insert(users)
    .values(
      demoCandidates.map((c) => ({
        id: c.id,
        name: c.name,
        email: `${c.id}@example.org`,
        emailVerified: true,
        language: c.language,
        country: "Iceland",
      })),
    )
    .onConflictDoNothing();
  const decidedAt = new Date(now.getTime() - 60 * DAY);
  const applications = await db
    .insert(certificationApplications)
    .values(
      demoCandidates.map((c) => ({
        userId: c.id,
        level: c.level,
        state: "approved" as const,
        step: "review",
        education: "bachelor" as const,
        experienceMonths: 96,
        eligibilityOutcome: "eligible" as const,
        feeBasis: "nonMember" as const,
        submittedAt: new Date(decidedAt.getTime() - 14 * DAY),
        decidedAt,
        decidedBy: decider?.id ?? null,
        eligibleFrom: decidedAt.toISOString().slice(0, 10),
        eligibleUntil: new Date(decidedAt.getTime() + 365 * DAY).toISOString().slice(0, 10),
      })),
    )
    .returning({ id: certificationApplications.id, userId: certificationApplications.userId });
  const applicationOf = new Map(applications.map((a) => [a.userId, a.id]));

  // One past, closed session per level sat, at a fictional test centre.
  const sessionOf = new Map<FrameworkLevel, string>();
  // Nine days ago at 09:00 UTC, so the sitting and its scoring fall on one day in every zone the site shows.
  const sat = new Date(Math.floor(now.getTime() / DAY) * DAY - 9 * DAY + 9 * 3_600_000);
  for (const level of new Set(demoCandidates.map((c) => c.level))) {
    const [session] = await db
      .insert(examSessions)
      .values({
        level,
        delivery: "testCentre",
        startsAt: sat,
        timeZone: "Atlantic/Reykjavik",
        venue: "Demo Test Centre, 1 Fictional Street, Reykjavík",
        capacity: 12,
        booked: demoCandidates.filter((c) => c.level === level).length,
        status: "closed",
      })
      .returning({ id: examSessions.id });
    sessionOf.set(level, session!.id);
  }
  const staffRows = [...sessionOf.values()].flatMap((sessionId) => [
    ...(invigilator ? [{ sessionId, userId: invigilator.id, role: "invigilator" as const }] : []),
    ...(assessor ? [{ sessionId, userId: assessor.id, role: "assessor" as const }] : []),
  ]);
  if (staffRows.length) await db.insert(examSessionStaff).values(staffRows).onConflictDoNothing();

  const ended = new Date(sat.getTime() + 3 * 3_600_000);
  const attempts = await db
    .insert(examAttempts)
    .values(
      demoCandidates.map((c) => ({
        userId: c.id,
        applicationId: applicationOf.get(c.id)!,
        sessionId: sessionOf.get(c.level)!,
        level: c.level,
        language: c.language,
        state: "scored" as const,
        formId: forms.get(c.level) ?? null,
        seed: `demo-${c.id}`,
        admittedBy: invigilator?.id ?? null,
        admittedAt: sat,
        startedAt: sat,
        endedAt: ended,
        ...madeUpScore(c.level, c.percent),
        resultStatus: c.result,
        createdAt: new Date(sat.getTime() - 20 * DAY),
        updatedAt: ended,
      })),
    )
    .returning({ id: examAttempts.id, userId: examAttempts.userId });
  const attemptOf = new Map(attempts.map((a) => [a.userId, a.id]));
  await db.insert(examAttemptEvents).values(
    demoCandidates.flatMap((c) => {
      const attemptId = attemptOf.get(c.id)!;
      const steps: (typeof examAttemptEvents.$inferInsert)[] = [
        { attemptId, action: "submit", fromState: "inProgress", toState: "submitted", at: ended },
        {
          attemptId,
          action: "score",
          fromState: "submitted",
          toState: "scored",
          at: new Date(ended.getTime() + 60_000),
        },
      ];
      const changed = new Date(ended.getTime() + DAY);
      if (c.result === "withheld")
        steps.push({
          attemptId,
          actorId: invigilator?.id ?? null,
          action: "withheld",
          reason: "Demo: the invigilator reported a phone ringing at the candidate's desk; under review.",
          at: changed,
        });
      if (c.result === "released")
        steps.push({ attemptId, action: "released", reason: "Demo: scored without incident.", at: changed });
      return steps;
    }),
  );
}

/** Whether the demo exams are in (the data test's check that a second run adds nothing). */
export async function demoItemCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examItems)
    .where(sql`${examItems.id} like 'demo.%'`);
  return row?.n ?? 0;
}
