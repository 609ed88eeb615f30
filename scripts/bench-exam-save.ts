// `npm run bench` (part "examSave"): 200 candidates sitting one session at once, each with a running attempt on
// a frozen 100-item form, and the list of who they are, for the bench to sign each in and save answers as the
// exam page's script does. Written straight into the tables (booking, admission and the start are tested on
// their own); the people are fictional and exist only in the bench's own throwaway database.
// Run by scripts/bench.js while no server owns the database (PGlite: one process at a time):
//   npx tsx scripts/bench-exam-save.ts <dataDir> <outFile> [databaseUrl]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { certificationApplications, examAttempts, examSessions, users } from "../app/db/schema";
import { createUserWithPassword } from "../app/features/auth/index.server";
import { examFormItems, examForms, examItems, examItemTranslations } from "../app/features/exams/schema";
import { blueprintFor } from "../app/features/exams/engine/blueprint";
import { frameworkDomains } from "../app/content/framework";
import { inArray } from "drizzle-orm";

const [dataDir, outFile, databaseUrl] = process.argv.slice(2);
if (!dataDir || !outFile) throw new Error("usage: bench-exam-save.ts <dataDir> <outFile> [databaseUrl]");

export const CANDIDATES = 200;
const ITEMS = 100;
const PASSWORD = "bench-candidate-password";

const handle = await openDatabase({ dataDir: path.resolve(dataDir), databaseUrl: databaseUrl || undefined });
try {
  await handle.migrate(path.resolve("drizzle"));
  const db = handle.db;
  const itemIds = Array.from({ length: ITEMS }, (_, i) => `bench-${String(i + 1).padStart(3, "0")}`);
  await db
    .insert(examItems)
    .values(
      itemIds.map((id, i) => ({
        id,
        domain: frameworkDomains[i % frameworkDomains.length]!,
        level: "associate" as const,
        type: "single" as const,
        key: ["a"],
        status: "live" as const,
        authorId: "bench-author",
        reviewerId: "bench-reviewer",
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(examItemTranslations)
    .values(
      itemIds.map((itemId) => ({
        itemId,
        language: "en" as const,
        stem: `Bench question ${itemId}: which option is the first?`,
        options: ["a", "b", "c", "d"].map((id) => ({ id, text: `Option ${id}` })),
        rationale: "Bench rationale.",
        reviewed: true,
      })),
    )
    .onConflictDoNothing();
  const [form] = await db
    .insert(examForms)
    .values({
      level: "associate",
      languages: ["en"],
      itemIds,
      caseIds: [],
      seed: "bench",
      blueprint: blueprintFor("associate"),
      frozenAt: new Date(),
    })
    .returning();
  await db
    .insert(examFormItems)
    .values(itemIds.map((itemId, i) => ({ formId: form!.id, position: i + 1, itemId, itemVersion: 1 })));
  const [session] = await db
    .insert(examSessions)
    .values({
      level: "associate",
      delivery: "testCentre",
      startsAt: new Date(),
      timeZone: "UTC",
      venue: "Bench test centre",
      capacity: CANDIDATES,
      booked: CANDIDATES,
    })
    .returning();

  const candidates: { email: string; password: string; attemptId: string; itemIds: string[] }[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const email = `bench-candidate-${i + 1}@example.org`;
    const userId = await createUserWithPassword(db, {
      name: `Bench Candidate ${i + 1}`,
      email,
      password: PASSWORD,
      role: "member",
    });
    const [application] = await db
      .insert(certificationApplications)
      .values({ userId, level: "associate", state: "approved" })
      .returning({ id: certificationApplications.id });
    const now = new Date();
    const [attempt] = await db
      .insert(examAttempts)
      .values({
        userId,
        applicationId: application!.id,
        sessionId: session!.id,
        level: "associate",
        language: "en",
        state: "inProgress",
        formId: form!.id,
        seed: `bench-${i}`,
        admittedAt: now,
        startedAt: now,
      })
      .returning({ id: examAttempts.id });
    candidates.push({ email, password: PASSWORD, attemptId: attempt!.id, itemIds });
  }
  // Verified addresses, as candidates who applied have.
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      inArray(
        users.email,
        candidates.map((c) => c.email),
      ),
    );
  writeFileSync(outFile, JSON.stringify(candidates));
} finally {
  await handle.close();
}
