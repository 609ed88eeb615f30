/**
 * What exam booking reads of an application: an approved one's level and eligibility window (decision 041), the
 * window in which its exam may be booked and sat. Nothing else of the application leaves the feature this way.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { CareerLevelKey } from "~/content/home";
import type { Database } from "~/db/client.server";
import { certificationApplications } from "~/db/schema";

export type ApprovedApplication = {
  id: string;
  userId: string;
  level: CareerLevelKey;
  /** The window's first and last day (YYYY-MM-DD), both included. */
  eligibleFrom: string;
  eligibleUntil: string;
  /** The fee basis the application was invoiced on; a retake is invoiced on the same. */
  feeBasis: "member" | "nonMember" | null;
};

const columns = {
  id: certificationApplications.id,
  userId: certificationApplications.userId,
  level: certificationApplications.level,
  eligibleFrom: certificationApplications.eligibleFrom,
  eligibleUntil: certificationApplications.eligibleUntil,
  feeBasis: certificationApplications.feeBasis,
};

const approved = and(
  eq(certificationApplications.state, "approved"),
  isNotNull(certificationApplications.eligibleFrom),
  isNotNull(certificationApplications.eligibleUntil),
);

/** The person's approved applications with their windows, oldest first. */
export async function approvedApplicationsOf(db: Database, userId: string): Promise<ApprovedApplication[]> {
  const rows = await db
    .select(columns)
    .from(certificationApplications)
    .where(and(eq(certificationApplications.userId, userId), approved))
    .orderBy(asc(certificationApplications.eligibleFrom));
  return rows as ApprovedApplication[];
}

/** One approved application of the person's, or null (not theirs, not approved). */
export async function approvedApplicationOf(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<ApprovedApplication | null> {
  const [row] = await db
    .select(columns)
    .from(certificationApplications)
    .where(
      and(eq(certificationApplications.id, applicationId), eq(certificationApplications.userId, userId), approved),
    );
  return (row as ApprovedApplication | undefined) ?? null;
}
