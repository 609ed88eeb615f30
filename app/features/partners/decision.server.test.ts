import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptInvitation, hashInvitationToken } from "~/features/partners/queries.server";
import { submitApplication } from "~/features/registry/index.server";
import { setUserDisabled } from "~/features/auth/index.server";
import { mailOutbox, partnerApplicationDecisions, partnerApplications, partnerInvitations, users } from "~/db/schema";
import { createMailer } from "~/lib/mail/mail.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { approveApplication, declineApplication, resendInvitation } from "./decision.server";

const handle = setupTestDatabase();
const siteUrl = "https://geocert.example";
const deps = () => ({
  db: handle.db,
  mailer: createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" }),
  siteUrl,
});

/** Words only the applicant typed: none may reach the applicant's (unproven) address. */
const typed = {
  organisation: "Typed Organisation <b>Zeta</b>",
  contactName: "Typed Contact Name",
  contactRole: "Typed Role",
  country: "Typedland",
  contribution: "Typed contribution words that must never be mailed back to the address.",
};

async function application(email: string, language = "en") {
  return submitApplication(handle.db, null, {
    ...typed,
    organisationType: "industry",
    tier: "gold",
    website: "https://typed.example",
    email,
    phone: null,
    areas: ["placements"],
    language,
  });
}

async function mails() {
  return handle.db.select().from(mailOutbox);
}

function expectNothingTyped(mail: { text: string; html: string | null; subject: string }) {
  for (const words of Object.values(typed)) {
    expect(mail.text).not.toContain(words);
    expect(mail.html ?? "").not.toContain(words);
    expect(mail.subject).not.toContain(words);
  }
  expect(mail.html ?? "").not.toContain("Zeta");
}

describe("partnership decisions", () => {
  it("approving with a confirmed account grants the partner role and mails once, even approved twice at once", async () => {
    const db = handle.db;
    const id = await insertTestUser(db, "Pia Partner", "es");
    const app = await application(`${id}@example.org`, "fr");
    const admin = await insertTestUser(db, "Ada Admin");
    const results = await Promise.all([
      approveApplication(deps(), { applicationId: app.id, adminId: admin }),
      approveApplication(deps(), { applicationId: app.id, adminId: admin }),
    ]);
    expect(results.map((r) => r.ok && r.outcome)).toEqual(["granted", "granted"]);
    expect(results.filter((r) => r.ok && r.first)).toHaveLength(1);
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
    expect(user!.role).toBe("partner");
    const sent = await mails();
    expect(sent).toHaveLength(1);
    // In the application's language, with the partner area's absolute link.
    expect(sent[0]!.language).toBe("fr");
    expect(sent[0]!.to).toBe(`${id}@example.org`);
    expect(sent[0]!.text).toContain(`${siteUrl}/partners/bulk-verify`);
    expectNothingTyped(sent[0]!);
    const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, app.id));
    expect(row!.status).toBe("approved");
    // A contrary decision afterwards is refused and mails nothing.
    expect(
      await declineApplication(deps(), { applicationId: app.id, adminId: admin, reason: "Changed mind." }),
    ).toEqual({ ok: false, error: "decided" });
    expect(await mails()).toHaveLength(1);
  });

  it("approving while the address's account is disabled: granted or invited, never left half done", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    // Rounds, the account disabled after 0–7 other round trips: the change meets the approval at
    // different points (a race lost once in a few tries still fails the test).
    for (let round = 0; round < 16; round++) {
      const id = await insertTestUser(db, `Pia Partner ${round}`);
      const app = await application(`${id}@example.org`);
      const disable = async () => {
        for (let i = 0; i < round % 8; i++) await db.execute(sql`select 1`);
        await setUserDisabled(db, id, true);
      };
      const [result] = await Promise.all([
        approveApplication(deps(), { applicationId: app.id, adminId: admin }),
        disable(),
      ]);
      expect(result).toMatchObject({ ok: true, first: true });
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      const invitations = await db
        .select()
        .from(partnerInvitations)
        .where(eq(partnerInvitations.applicationId, app.id));
      // Granted: the account was confirmed when the decision was taken (disabled just after).
      if (result.ok && result.outcome === "granted") expect([user!.role, invitations.length]).toEqual(["partner", 0]);
      else expect([user!.role, invitations.length]).toEqual(["member", 1]);
      expect(
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, `${id}@example.org`)),
      ).toHaveLength(1);
    }
  });

  it("an admin keeps the admin role when approved", async () => {
    const db = handle.db;
    const id = await insertTestUser(db, "Ada Admin");
    await db.update(users).set({ role: "admin" }).where(eq(users.id, id));
    const app = await application(`${id}@example.org`);
    await approveApplication(deps(), { applicationId: app.id, adminId: id });
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
    expect(user!.role).toBe("admin");
  });

  it("without a confirmed account: an invitation (hashed, single use, expiring) grants the role to the address's owner", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    // An unconfirmed account at the address does not get the role from the approval.
    const pending = await insertTestUser(db, "Una Unconfirmed");
    await db.update(users).set({ emailVerified: false, email: "new.partner@example.org" }).where(eq(users.id, pending));
    const app = await application("new.partner@example.org", "ja");
    const result = await approveApplication(deps(), { applicationId: app.id, adminId: admin });
    expect(result).toEqual({ ok: true, outcome: "invited", first: true });
    const [pendingUser] = await db.select({ role: users.role }).from(users).where(eq(users.id, pending));
    expect(pendingUser!.role).toBe("member");
    const [mail] = await mails();
    expect(mail!.language).toBe("ja");
    expectNothingTyped(mail!);
    const token = /\/partners\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const [invitation] = await db.select().from(partnerInvitations);
    expect(invitation!.tokenHash).toBe(hashInvitationToken(token));
    expect(invitation!.tokenHash).not.toContain(token);
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // Another member cannot use it; an unconfirmed owner cannot; the confirmed owner can, once.
    const stranger = await insertTestUser(db, "Sam Stranger");
    expect(await acceptInvitation(db, { token, userId: stranger })).toEqual({ ok: false, error: "otherAddress" });
    expect(await acceptInvitation(db, { token, userId: pending })).toEqual({ ok: false, error: "otherAddress" });
    expect(await acceptInvitation(db, { token: "wrong", userId: pending })).toEqual({ ok: false, error: "invalid" });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, pending));
    const both = await Promise.all([
      acceptInvitation(db, { token, userId: pending }),
      acceptInvitation(db, { token, userId: pending }),
    ]);
    expect(both).toEqual([{ ok: true }, { ok: true }]);
    const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, pending));
    expect(owner!.role).toBe("partner");
    expect(await acceptInvitation(db, { token, userId: stranger })).toEqual({ ok: false, error: "used" });
  });

  it("an expired invitation grants nothing", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const app = await application("late.partner@example.org");
    await approveApplication(deps(), { applicationId: app.id, adminId: admin });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mails())[0]!.text)![1]!;
    const owner = await insertTestUser(db, "Lou Late");
    await db.update(users).set({ email: "late.partner@example.org" }).where(eq(users.id, owner));
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await acceptInvitation(db, { token, userId: owner, now: later })).toEqual({ ok: false, error: "expired" });
  });

  it("declining mails the staff's reason and nothing the applicant typed, once", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const app = await application("someone@example.org", "tr");
    const reason = "We already have a partner for drilling in your region this year.";
    const results = await Promise.all([
      declineApplication(deps(), { applicationId: app.id, adminId: admin, reason }),
      declineApplication(deps(), { applicationId: app.id, adminId: admin, reason }),
    ]);
    expect(results.every((r) => r.ok && r.outcome === "declined")).toBe(true);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.language).toBe("tr");
    expect(sent[0]!.text).toContain(reason);
    expect(sent[0]!.html).toContain(reason);
    expectNothingTyped(sent[0]!);
    const [decision] = await db.select().from(partnerApplicationDecisions);
    expect(decision).toMatchObject({ decision: "declined", reason, decidedBy: admin });
    expect(await db.select().from(partnerInvitations)).toHaveLength(0);
  });

  it("sending the invitation again: a new link for 14 days from now, the old one refused, the same mail", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const app = await application("lost.link@example.org", "sw");
    await approveApplication(deps(), { applicationId: app.id, adminId: admin });
    const [first] = await mails();
    const oldToken = tokenIn(first!.text);
    // Long expired: sending again still works.
    await db.update(partnerInvitations).set({ expiresAt: new Date(Date.now() - 86_400_000) });
    expect(await resendInvitation(deps(), { applicationId: app.id, sends: 1 })).toEqual({
      ok: true,
      outcome: "resent",
      first: true,
    });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const again = sent.find((mail) => mail.id !== first!.id)!;
    expect(again).toMatchObject({ to: "lost.link@example.org", language: "sw", subject: first!.subject });
    expectNothingTyped(again);
    const newToken = tokenIn(again.text);
    expect(newToken).not.toBe(oldToken);
    const [invitation] = await db.select().from(partnerInvitations);
    expect(invitation).toMatchObject({ sends: 2, tokenHash: hashInvitationToken(newToken), acceptedAt: null });
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(Date.now() - invitation!.sentAt.getTime()).toBeLessThan(60_000);
    // The owner confirms an account: the old link is refused, the new one grants the role.
    const owner = await insertTestUser(db, "Lia Lost");
    await db.update(users).set({ email: "lost.link@example.org" }).where(eq(users.id, owner));
    expect(await acceptInvitation(db, { token: oldToken, userId: owner })).toEqual({ ok: false, error: "invalid" });
    expect(await acceptInvitation(db, { token: newToken, userId: owner })).toEqual({ ok: true });
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, owner));
    expect(user!.role).toBe("partner");
    // Accepted: nothing more to send.
    expect(await resendInvitation(deps(), { applicationId: app.id, sends: 2 })).toEqual({
      ok: false,
      error: "accepted",
    });
    expect(await mails()).toHaveLength(2);
  });

  it("sending again twice at once (a double click, two admins): one new invitation, one mail", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const app = await application("twice@example.org");
    await approveApplication(deps(), { applicationId: app.id, adminId: admin });
    const results = await Promise.all(
      [1, 2, 3].map(() => resendInvitation(deps(), { applicationId: app.id, sends: 1 })),
    );
    expect(results.every((r) => r.ok && r.outcome === "resent")).toBe(true);
    expect(results.filter((r) => r.ok && r.first)).toHaveLength(1);
    const sent = await db.select().from(mailOutbox);
    expect(sent).toHaveLength(2);
    const [invitation] = await db.select().from(partnerInvitations);
    expect(invitation!.sends).toBe(2);
    // The one new mail's link is the stored one.
    const tokens = sent.map((mail) => hashInvitationToken(tokenIn(mail.text)));
    expect(tokens).toContain(invitation!.tokenHash);
  });

  it("sending again when a confirmed account has the address now: the role at once, the approval's mail, the link closed", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const app = await application("later@example.org", "tl");
    await approveApplication(deps(), { applicationId: app.id, adminId: admin });
    const oldToken = tokenIn((await mails())[0]!.text);
    const owner = await insertTestUser(db, "Lee Later");
    await db.update(users).set({ email: "later@example.org" }).where(eq(users.id, owner));
    const both = await Promise.all([
      resendInvitation(deps(), { applicationId: app.id, sends: 1 }),
      resendInvitation(deps(), { applicationId: app.id, sends: 1 }),
    ]);
    expect(both.map((r) => r.ok && r.outcome)).toEqual(["granted", "granted"]);
    expect(both.filter((r) => r.ok && r.first)).toHaveLength(1);
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, owner));
    expect(user!.role).toBe("partner");
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const granted = sent.find((mail) => !mail.text.includes("token="))!;
    expect(granted.language).toBe("tl");
    expect(granted.text).toContain(`${siteUrl}/partners/bulk-verify`);
    expectNothingTyped(granted);
    const [decision] = await db.select().from(partnerApplicationDecisions);
    expect(decision!.outcome).toBe("granted");
    const [invitation] = await db.select().from(partnerInvitations);
    expect(invitation).toMatchObject({ acceptedBy: owner, sends: 2 });
    // The old link: the same member is told it is done; anyone else that it was used.
    expect(await acceptInvitation(db, { token: oldToken, userId: owner })).toEqual({ ok: true });
    const stranger = await insertTestUser(db, "Sam Stranger");
    expect(await acceptInvitation(db, { token: oldToken, userId: stranger })).toEqual({ ok: false, error: "used" });
  });

  it("nothing to send again: undecided, declined, granted at approval, or unknown", async () => {
    const db = handle.db;
    const admin = await insertTestUser(db, "Ada Admin");
    const undecided = await application("undecided@example.org");
    const declined = await application("declined@example.org");
    await declineApplication(deps(), { applicationId: declined.id, adminId: admin, reason: "Not this year, sorry." });
    const member = await insertTestUser(db, "Gus Granted");
    const granted = await application(`${member}@example.org`);
    await approveApplication(deps(), { applicationId: granted.id, adminId: admin });
    const before = (await mails()).length;
    for (const app of [undecided, declined, granted]) {
      expect(await resendInvitation(deps(), { applicationId: app.id, sends: 1 })).toEqual({
        ok: false,
        error: "notInvited",
      });
    }
    expect(await resendInvitation(deps(), { applicationId: "00000000-0000-4000-8000-000000000000", sends: 1 })).toEqual(
      { ok: false, error: "notFound" },
    );
    expect(await mails()).toHaveLength(before);
  });
});

function tokenIn(text: string): string {
  return /\/partners\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}
