import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  confirmJobAlert,
  createJobAlert,
  deleteExpiredUnconfirmedAlerts,
  findGuestAlert,
  findJobAlert,
  lockAlertOwner,
  saveMemberAlert,
} from "./alerts-queries.server";
import { createJob, renewJob } from "./queries.server";
import { jobAlertJobs, jobAlerts, jobs, mailOutbox, users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { testJobForm } from "../../../tests/support/test-job-form";
import {
  alertIdOfToken,
  alertToken,
  describeFilters,
  mailJobAlerts,
  pruneUnconfirmedAlerts,
  remindExpiringJobs,
  sendAlertConfirmation,
} from "~/features/jobs/alert-mail.server";
import { createMailer } from "~/lib/mail/mail.server";

const handle = setupTestDatabase();
const SITE = "https://geocert.example";
const SECRET = "test-secret";
const DAY = 24 * 60 * 60 * 1000;

const options = () => ({
  db: handle.db,
  mailer: createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" }),
  siteUrl: SITE,
  secret: SECRET,
});
const outbox = () =>
  handle.db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      language: mailOutbox.language,
      category: mailOutbox.category,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox);

const later = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await handle.db.insert(users).values([
    { id: "p1", name: "Partner", email: "p1@example.org", role: "partner", emailVerified: true, language: "is" },
    { id: "m1", name: "Member", email: "m1@example.org", role: "member", emailVerified: true },
    { id: "m2", name: "Unverified", email: "m2@example.org", role: "member", emailVerified: false },
  ]);
});

describe("job alerts", () => {
  it("stores one alert when the same search is saved twice at once (member and guest)", async () => {
    const db = handle.db;
    const filters = { country: "KE", q: "reservoir" };
    const saves = await Promise.all([
      saveMemberAlert(db, { userId: "m1", filters, frequency: "daily", language: "en" }),
      saveMemberAlert(db, { userId: "m1", filters, frequency: "weekly", language: "en" }),
    ]);
    expect(saves.filter((save) => save.created)).toHaveLength(1);
    expect(saves[0]!.id).toBe(saves[1]!.id);
    const rows = await db.select().from(jobAlerts).where(eq(jobAlerts.userId, "m1"));
    expect(rows).toHaveLength(1);
    // Another search is another alert.
    await saveMemberAlert(db, { userId: "m1", filters: { country: "IS" }, frequency: "daily", language: "en" });
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.userId, "m1"))).toHaveLength(2);

    const guest = () =>
      db.transaction(async (tx) => {
        await lockAlertOwner(tx, "email:guest@example.org");
        const found = await findGuestAlert(tx, "guest@example.org", filters);
        if (found) return found.id;
        const row = await createJobAlert(tx, {
          email: "guest@example.org",
          filters,
          frequency: "daily",
          language: "en",
          confirmed: false,
        });
        return row.id;
      });
    const [a, b] = await Promise.all([guest(), guest()]);
    expect(a).toBe(b);
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.email, "guest@example.org"))).toHaveLength(1);
  });

  it("mails an alert the new jobs matching its filters, free-text search included, once", async () => {
    await createJob(handle.db, testJobForm({ title: "Old Reservoir Engineer", country: "KE" }), "p1");
    await later();
    await createJobAlert(handle.db, {
      userId: "m1",
      filters: { q: "reservoir", country: "KE" },
      frequency: "instant",
      language: "en",
      confirmed: true,
    });
    await later();
    await createJob(handle.db, testJobForm({ title: "Reservoir Engineer", country: "KE" }), "p1");
    await createJob(handle.db, testJobForm({ title: "Plant Operator", country: "KE" }), "p1");
    await createJob(handle.db, testJobForm({ title: "Reservoir Modeller", country: "IS" }), "p1");
    await createJob(
      handle.db,
      testJobForm({ title: "Field Geologist", country: "KE", description: "Reservoir mapping in the Rift Valley." }),
      "p1",
    );
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("m1@example.org");
    expect(mails[0]?.text).toContain("Reservoir Engineer");
    expect(mails[0]?.text).toContain("Field Geologist");
    expect(mails[0]?.text).not.toContain("Plant Operator");
    expect(mails[0]?.text).not.toContain("Modeller");
    expect(mails[0]?.text).not.toContain("Old Reservoir");
    expect(mails[0]?.text).toContain(`${SITE}/community/jobs?q=reservoir&country=KE`);
    // Not transactional: one-click unsubscribe (RFC 8058) and the visible link; HTML in the site's frame.
    expect(mails[0]?.category).toBe("notification");
    expect(mails[0]?.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/geocert\.example\/unsubscribe\?token=/);
    expect(mails[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0]?.text).toContain(`${SITE}/unsubscribe?token=`);
    expect(mails[0]?.html).toContain("Reservoir Engineer");
    // Nothing new: no second mail.
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("mails a job committed after a run although its transaction began before it (an import), once", async () => {
    await createJobAlert(handle.db, {
      userId: "m1",
      filters: {},
      frequency: "instant",
      language: "en",
      confirmed: true,
    });
    await later(50);
    const firstRun = new Date();
    expect(await mailJobAlerts(options(), "instant", firstRun)).toBe(0);
    // A job's created_at is its transaction's start: this one began before the run and became visible after it.
    const id = await createJob(handle.db, testJobForm({ title: "Late Committed Geologist" }), "p1");
    await handle.db
      .update(jobs)
      .set({ createdAt: new Date(firstRun.getTime() - 20) })
      .where(eq(jobs.id, id));
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(1);
    expect((await outbox())[0]?.text).toContain("Late Committed Geologist");
    // Mailed once: the next runs leave it alone.
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(0);
    await createJob(handle.db, testJobForm({ title: "Next Driller" }), "p1");
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("Next Driller");
    expect(mails[1]?.text).not.toContain("Late Committed Geologist");
    // What was mailed is remembered past the look-back of any marker, then forgotten by the hourly clean-up.
    expect(await handle.db.select().from(jobAlertJobs)).toHaveLength(2);
    await pruneUnconfirmedAlerts(handle.db, new Date(Date.now() + 14 * DAY));
    expect(await handle.db.select().from(jobAlertJobs)).toHaveLength(2);
    await pruneUnconfirmedAlerts(handle.db, new Date(Date.now() + 16 * DAY));
    expect(await handle.db.select().from(jobAlertJobs)).toHaveLength(0);
  });

  it("sends one mail with two runners at once", async () => {
    await createJobAlert(handle.db, { userId: "m1", filters: {}, frequency: "daily", language: "en", confirmed: true });
    await later();
    await createJob(handle.db, testJobForm({ title: "Drilling Supervisor" }), "p1");
    await later();
    const now = new Date();
    const results = await Promise.all([mailJobAlerts(options(), "daily", now), mailJobAlerts(options(), "daily", now)]);
    expect(results[0] + results[1]).toBe(1);
    expect(await outbox()).toHaveLength(1);
    // Other frequencies are not mailed by the daily run.
    expect(await mailJobAlerts(options(), "weekly")).toBe(0);
  });

  it("limits the jobs in one mail and points to the board for the rest", async () => {
    await createJobAlert(handle.db, {
      userId: "m1",
      filters: {},
      frequency: "weekly",
      language: "en",
      confirmed: true,
    });
    await later();
    for (let i = 0; i < 12; i++) await createJob(handle.db, testJobForm({ title: `Job number ${i}` }), "p1");
    await later();
    await mailJobAlerts(options(), "weekly");
    const [mail] = await outbox();
    expect(mail?.subject).toContain("12");
    expect(mail?.text.match(/Job number/g)).toHaveLength(10);
    expect(mail?.text).toContain("2 more on the job board");
  });

  it("mails a member only at a verified address", async () => {
    await createJobAlert(handle.db, {
      userId: "m2",
      filters: {},
      frequency: "instant",
      language: "en",
      confirmed: true,
    });
    await later();
    await createJob(handle.db, testJobForm({ title: "Drilling Supervisor" }), "p1");
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(0);
  });

  it("sends a guest nothing before confirmation, and a confirmation naming nothing typed", async () => {
    const alert = await createJobAlert(handle.db, {
      email: "guest@example.org",
      filters: { q: "<a href=x>win money</a>", country: "IS", workplace: "remote" },
      frequency: "instant",
      language: "en",
      confirmed: false,
    });
    await sendAlertConfirmation(options(), { ...alert, email: "guest@example.org" });
    const [confirmation] = await outbox();
    expect(confirmation?.subject).toBe("Confirm your GeoCert job alert");
    expect(confirmation?.text).toContain("Iceland · Remote");
    expect(confirmation?.text).not.toContain("win money");
    expect(confirmation?.html).not.toContain("win money");
    expect(confirmation?.category).toBe("transactional");
    expect(confirmation?.text).toContain(`${SITE}/community/jobs/alerts?token=`);
    await later();
    await createJob(handle.db, testJobForm({ title: "Remote Geologist", country: "IS", workplace: "remote" }), "p1");
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(0);
    expect(await outbox()).toHaveLength(1);

    // Confirmed: only jobs after the confirmation are news.
    expect((await confirmJobAlert(handle.db, alert.id))?.confirmedAt).toBeTruthy();
    await later();
    await createJob(
      handle.db,
      testJobForm({ title: "Remote win money Analyst", description: "<a href=x>win money</a> for geothermal work." }),
      "p1",
    );
    await handle.db
      .update(jobs)
      .set({ country: "IS", workplace: "remote" })
      .where(eq(jobs.title, "Remote win money Analyst"));
    await later();
    expect(await mailJobAlerts(options(), "instant")).toBe(1);
    const mails = await outbox();
    expect(mails[1]?.to).toBe("guest@example.org");
    expect(mails[1]?.text).toContain("Remote win money Analyst");
    expect(mails[1]?.text).not.toContain("Remote Geologist");
  });

  it("lets unconfirmed guest alerts expire", async () => {
    const old = await createJobAlert(
      handle.db,
      { email: "g@example.org", filters: {}, frequency: "daily", language: "en", confirmed: false },
      new Date(Date.now() - 4 * DAY),
    );
    expect(await confirmJobAlert(handle.db, old.id)).toBeUndefined();
    expect(await deleteExpiredUnconfirmedAlerts(handle.db)).toBe(1);
    expect(await findJobAlert(handle.db, old.id)).toBeUndefined();
  });

  it("signs the links' tokens", () => {
    const token = alertToken(SECRET, "0b5d7a52-4c63-4d4e-9a0b-1d1f3c5e7a90");
    expect(alertIdOfToken(SECRET, token)).toBe("0b5d7a52-4c63-4d4e-9a0b-1d1f3c5e7a90");
    expect(alertIdOfToken("other", token)).toBeNull();
    expect(
      alertIdOfToken(
        SECRET,
        token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBeNull();
    expect(describeFilters({}, "is", false)).not.toBe("");
  });

  it("deletes a member's alerts with the account", async () => {
    await createJobAlert(handle.db, { userId: "m1", filters: {}, frequency: "daily", language: "en", confirmed: true });
    await handle.db.delete(users).where(eq(users.id, "m1"));
    expect(await handle.db.select().from(jobAlerts)).toHaveLength(0);
  });
});

describe("the employer's expiry reminder", () => {
  it("mails the poster once per listing and expiry date, in their language, with the renew link", async () => {
    const soon = await createJob(handle.db, testJobForm({ title: "Expiring Post", expiresInDays: 2 }), "p1");
    await createJob(handle.db, testJobForm({ title: "Later Post", expiresInDays: 20 }), "p1");
    const [a, b] = await Promise.all([remindExpiringJobs(options()), remindExpiringJobs(options())]);
    expect(a + b).toBe(1);
    expect(await remindExpiringJobs(options())).toBe(0);
    const [mail] = await outbox();
    expect(mail?.to).toBe("p1@example.org");
    expect(mail?.language).toBe("is");
    expect(mail?.text).toContain("Expiring Post");
    expect(mail?.text).toContain(`${SITE}/auth?next=%2Fcommunity%2Fjobs%2F${soon}`);
    // Renewed, then close to its new expiry: reminded again.
    await renewJob(handle.db, soon, 30);
    expect(await remindExpiringJobs(options())).toBe(0);
    expect(await remindExpiringJobs(options(), new Date(Date.now() + 30 * DAY))).toBe(1);
  });

  it("has no one to remind of an imported job", async () => {
    const id = await createJob(handle.db, testJobForm({ title: "Imported", expiresInDays: 1 }), "p1");
    await handle.db.update(jobs).set({ postedBy: null }).where(eq(jobs.id, id));
    expect(await remindExpiringJobs(options())).toBe(0);
  });
});
