import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createUserWithPassword, findUserByEmail } from "~/features/auth/users-queries.server";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import { confirmEmail, pendingConfirmation } from "~/features/auth/email-confirmation.server";
import type { Mailer, MailMessage } from "~/lib/mail/mail.server";
import { deleteExpiredUnconfirmedAccounts, signUp } from "~/features/auth/sign-up.server";
import { getNamespace } from "~/locales/index.server";

const site = "http://localhost:3999";
const handle = setupTestDatabase();
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
let auth: Auth;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m), describe: () => "memory" };

const mailsTo = (to: string) => sent.filter((m) => m.to === to);
function linkIn(mail: MailMessage | undefined, path: string): string {
  const match = new RegExp(`${site}${path}\\?token=(\\S+)`).exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`No ${path} link in ${JSON.stringify(mail?.text)}`);
  return decodeURIComponent(match[1]);
}
const signInWorks = (email: string, password: string) =>
  auth.api.signInEmail({ body: { email, password } }).then(
    () => true,
    () => false,
  );
const deps = () => ({ auth, db: handle.db });

beforeAll(() => {
  auth = createAuth({ db: handle.db, secret: "test-secret-test-secret-test-secret", siteUrl: site, mailer });
});
beforeEach(() => {
  sent.length = 0;
});

describe(`confirming an address on ${engine}`, () => {
  it("needs the account's password (the link alone neither confirms nor signs in), then signs in", async () => {
    expect(await signUp(deps(), { name: "Nia New", email: "nia@example.net", password: "Fresh-pass-123" })).toBe("ok");
    const token = linkIn(mailsTo("nia@example.net")[0], "/auth/verify-email");

    // Opening the link (GET) shows the form and consumes nothing.
    const pending = await pendingConfirmation(deps(), token);
    expect(pending).toMatchObject({ email: "nia@example.net" });
    expect(await pendingConfirmation(deps(), token)).toMatchObject({ email: "nia@example.net" });
    expect((await findUserByEmail(handle.db, "nia@example.net"))?.emailVerified).toBe(false);

    expect(await confirmEmail(deps(), { token, password: "Not-her-pass-1", headers: new Headers() })).toEqual({
      status: "wrong-password",
    });
    expect((await findUserByEmail(handle.db, "nia@example.net"))?.emailVerified).toBe(false);

    const confirmed = await confirmEmail(deps(), { token, password: "Fresh-pass-123", headers: new Headers() });
    expect(confirmed.status).toBe("confirmed");
    if (confirmed.status !== "confirmed") return;
    expect(confirmed.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
    expect((await findUserByEmail(handle.db, "nia@example.net"))?.emailVerified).toBe(true);

    // The link has done its work.
    expect(await pendingConfirmation(deps(), token)).toBeNull();
    expect(await confirmEmail(deps(), { token, password: "Fresh-pass-123", headers: new Headers() })).toEqual({
      status: "dead-link",
    });
    expect(await pendingConfirmation(deps(), `${token.slice(0, -2)}xx`)).toBeNull();
  });

  it("the sign-up mail echoes nothing the requester typed", async () => {
    const name = "Claim your prize at http://evil.example now";
    await signUp(deps(), { name, email: "target@example.net", password: "Fresh-pass-123" });
    const [mail] = mailsTo("target@example.net");
    expect(mail?.subject).toBe(getNamespace("en", "auth").mail.verifySubject);
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.text).not.toContain("Claim");
    // Only our own text and our own link.
    const body = (mail?.text ?? "").replace(/http:\/\/localhost:3999\/auth\/verify-email\?token=\S+/, "{{link}}");
    expect(body).toBe(getNamespace("en", "auth").mail.verifyBody);
  });
});

describe(`pre-account takeover on ${engine}`, () => {
  it("an account someone else opened with your address never keeps their password", async () => {
    const victim = "victim@corp.example";
    // The attacker opens an account with the victim's address and their own password.
    expect(await signUp(deps(), { name: "Attacker", email: victim, password: "Attacker-pass-1" })).toBe("ok");
    const attackerLink = linkIn(mailsTo(victim)[0], "/auth/verify-email");
    sent.length = 0;

    // The victim signs up later: the same answer, nothing replaced, and a mail to the owner.
    expect(await signUp(deps(), { name: "Victim", email: victim, password: "Victim-pass-22" })).toBe("ok");
    const [notice] = mailsTo(victim);
    const text = getNamespace("en", "auth").mail;
    expect(notice?.subject).toBe(text.existingSubject);
    expect(notice?.text).not.toContain("Attacker");
    const resetToken = linkIn(notice, "/auth/reset-password");
    expect(await signInWorks(victim, "Victim-pass-22")).toBe(false);

    // The attacker's confirmation link does not confirm with the victim's password.
    expect(
      await confirmEmail(deps(), { token: attackerLink, password: "Victim-pass-22", headers: new Headers() }),
    ).toEqual({ status: "wrong-password" });

    // The reset link from the notice: the victim's own password, the address confirmed, the attacker out.
    await auth.api.resetPassword({ body: { token: resetToken, newPassword: "Victim-pass-22" } });
    const user = await findUserByEmail(handle.db, victim);
    expect(user?.emailVerified).toBe(true);
    expect(await signInWorks(victim, "Attacker-pass-1")).toBe(false);
    expect(await signInWorks(victim, "Victim-pass-22")).toBe(true);
    // The attacker's old link is dead now.
    expect(await pendingConfirmation(deps(), attackerLink)).toBeNull();
  });

  it("a sign-up for a confirmed address mails the owner a notice in their language, and changes nothing", async () => {
    await createUserWithPassword(handle.db, {
      name: "Owner",
      email: "owner@example.net",
      password: "Owner-pass-123",
      role: "member",
      language: "ja",
    });
    expect(await signUp(deps(), { name: "Someone", email: "OWNER@example.net", password: "Other-pass-123" })).toBe(
      "ok",
    );
    const [notice] = mailsTo("owner@example.net");
    expect(notice?.language).toBe("ja");
    expect(notice?.subject).toBe(getNamespace("ja", "auth").mail.existingSubject);
    expect(notice?.text).toContain(`${site}/auth/reset-password?token=`);
    expect(await signInWorks("owner@example.net", "Owner-pass-123")).toBe(true);
    expect(await signInWorks("owner@example.net", "Other-pass-123")).toBe(false);
  });

  it("unconfirmed accounts expire after 7 days; a sign-up for an expired one starts afresh", async () => {
    const day = 24 * 60 * 60 * 1000;
    await signUp(deps(), { name: "Old", email: "old@example.net", password: "Old-pass-1234" });
    await signUp(deps(), { name: "Recent", email: "recent@example.net", password: "Recent-pass-1234" });
    await createUserWithPassword(handle.db, {
      name: "Confirmed",
      email: "confirmed@example.net",
      password: "Confirmed-pass-1",
      role: "member",
    });
    await handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * day) })
      .where(eq(users.email, "confirmed@example.net"));
    await handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * day) })
      .where(eq(users.email, "old@example.net"));
    const oldId = (await findUserByEmail(handle.db, "old@example.net"))!.id;

    // At the next sign-up for that address, the expired account is replaced by the new one.
    sent.length = 0;
    await signUp(deps(), { name: "Old Again", email: "old@example.net", password: "New-pass-1234" });
    const fresh = await findUserByEmail(handle.db, "old@example.net");
    expect(fresh?.id).not.toBe(oldId);
    expect(mailsTo("old@example.net")[0]?.subject).toBe(getNamespace("en", "auth").mail.verifySubject);

    // The periodic clean-up (safe on several instances: one delete each).
    await handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * day) })
      .where(eq(users.email, "old@example.net"));
    const removed = await Promise.all([
      deleteExpiredUnconfirmedAccounts(handle.db),
      deleteExpiredUnconfirmedAccounts(handle.db),
    ]);
    expect(removed[0] + removed[1]).toBe(1);
    expect(await findUserByEmail(handle.db, "old@example.net")).toBeNull();
    expect(await findUserByEmail(handle.db, "recent@example.net")).not.toBeNull();
    expect(await findUserByEmail(handle.db, "confirmed@example.net")).not.toBeNull();
  });

  it("parallel sign-ups of one new address make one account and answer alike", async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        signUp(deps(), { name: `Twin ${i}`, email: "twin@example.net", password: `Twin-pass-${i}23` }),
      ),
    );
    expect(results).toEqual(["ok", "ok", "ok", "ok"]);
    const rows = await handle.db.select().from(users).where(eq(users.email, "twin@example.net"));
    expect(rows).toHaveLength(1);
  });
});
