/**
 * Demo data for sitting the exam (docs/decisions/052): two sessions starting at the seeding hour with the demo
 * invigilator, and the demo candidate booked at each with an approved application: Senior in Spanish and Expert in
 * English, on the demo bank's frozen forms (app/features/exams/seed.server.ts). The candidate's Associate booking
 * and Professional application come from the booking demo (app/features/exams/booking/seed.server.ts).
 */
import { eq } from "drizzle-orm";
import { seedApprovedApplicationFor } from "~/features/applications/index.server";
import type { FrameworkLevel } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Deps } from "~/lib/server/deps.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { examAttempts, examSessionStaff, examSessions } from "../schema";

async function userByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ?? null;
}

/**
 * Seeds the sitting demo once the demo invigilator and candidate exist (their accounts are demo accounts);
 * returns whether it seeded anything. The caller keeps it to one run (a settings marker).
 */
export async function seedExamSitting(
  db: Database,
  invoices: Deps["config"]["invoices"],
  now = new Date(),
): Promise<boolean> {
  const invigilator = await userByEmail(db, "invigilator@example.org");
  const candidate = await userByEmail(db, "candidate@example.org");
  if (!invigilator || !candidate) return false;
  const startsAt = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const plan: { level: FrameworkLevel; language: LanguageCode }[] = [
    { level: "senior", language: "es" },
    { level: "expert", language: "en" },
  ];
  for (const { level, language } of plan) {
    // Approved like every demo application: reviewed, decided and invoiced, with its window open.
    const applicationId = await seedApprovedApplicationFor(db, invoices, { userId: candidate.id, level, now });
    if (!applicationId) return false;
    const [session] = await db
      .insert(examSessions)
      .values({
        level,
        delivery: "testCentre",
        startsAt,
        timeZone: "Atlantic/Reykjavik",
        venue: "Demo Test Centre, Reykjavík",
        capacity: 20,
        booked: 1,
      })
      .returning({ id: examSessions.id });
    await db.insert(examSessionStaff).values({ sessionId: session!.id, userId: invigilator.id, role: "invigilator" });
    await db
      .insert(examAttempts)
      .values({ userId: candidate.id, applicationId, sessionId: session!.id, level, language });
  }
  return true;
}
