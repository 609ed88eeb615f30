import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { openTestDatabase, resetTestDatabase } from "../../../tests/support/test-db.server";
import { createUserWithPassword, setUserDisabled } from "~/features/auth/users-queries.server";
import { createLoadContext, type AppContext } from "~/lib/server/app-context.server";
import {
  createAuth,
  getUser,
  requireApiRole,
  requireRole,
  sessionRenewalCookies,
  type Auth,
} from "~/features/auth/auth.server";
import { createRateLimits, consume, type RateLimits } from "~/lib/server/rate-limit.server";
import { action as signInAction } from "~/routes/auth";
import type { Mailer, MailMessage } from "~/lib/mail/mail.server";
import { getNamespace } from "~/locales/index.server";
import { deriveGateKey } from "~/features/gate/index.server";

const site = "http://localhost:3999";
let handle: DatabaseHandle;
let auth: Auth;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m), describe: () => "memory" };

function contextFor() {
  return createLoadContext({ db: handle.db, auth, mailer } as unknown as AppContext);
}

/** A request carrying the session cookie of a real sign-in. */
async function signedInRequest(email: string, password: string, path = "/admin") {
  const result = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request(`${site}${path}`, { headers: { cookie } });
}

async function statusOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return "passed";
  } catch (error) {
    if (error instanceof Response) return error.status;
    const data = error as { init?: { status?: number }; status?: number };
    return data.init?.status ?? data.status ?? String(error);
  }
}

describe("role guards", () => {
  let adminId = "";
  beforeAll(async () => {
    handle = await openTestDatabase();
    await resetTestDatabase(handle);
    auth = createAuth({ db: handle.db, secret: "test-secret-test-secret-test-secret", siteUrl: site, mailer });
    adminId = await createUserWithPassword(handle.db, {
      name: "Ada Admin",
      email: "ada@example.org",
      password: "Admin-pass-123",
      role: "admin",
    });
    await createUserWithPassword(handle.db, {
      name: "Pat Partner",
      email: "pat@example.org",
      password: "Partner-pass-123",
      role: "partner",
    });
    await createUserWithPassword(handle.db, {
      name: "Mo Member",
      email: "mo@example.org",
      password: "Member-pass-123",
      role: "member",
    });
  });
  afterAll(async () => handle.close());

  it("sends signed-out visitors to sign in, and back afterwards", async () => {
    const request = new Request(`${site}/admin/users?page=2`);
    await expect(getUser(request, contextFor())).resolves.toBeNull();
    try {
      await requireRole(request, contextFor(), ["admin"]);
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(302);
      expect((error as Response).headers.get("Location")).toBe("/auth?next=%2Fadmin%2Fusers%3Fpage%3D2");
    }
    expect(await statusOf(requireApiRole(request, contextFor(), ["admin"]))).toBe(401);
  });

  it("refuses members and partners on admin pages and APIs with 403", async () => {
    const member = await signedInRequest("mo@example.org", "Member-pass-123");
    const partner = await signedInRequest("pat@example.org", "Partner-pass-123");
    expect(await statusOf(requireRole(member, contextFor(), ["admin"]))).toBe(403);
    expect(await statusOf(requireRole(partner, contextFor(), ["admin"]))).toBe(403);
    expect(await statusOf(requireApiRole(member, contextFor(), ["admin"]))).toBe(403);
    // Partner pages let partners (and admins) in, not members.
    expect(await statusOf(requireRole(partner, contextFor(), ["partner"]))).toBe("passed");
    expect(await statusOf(requireRole(member, contextFor(), ["partner"]))).toBe(403);
  });

  it("lets admins through everywhere", async () => {
    const admin = await signedInRequest("ada@example.org", "Admin-pass-123");
    const user = await requireRole(admin, contextFor(), ["admin"]);
    expect(user).toMatchObject({ name: "Ada Admin", role: "admin", email: "ada@example.org" });
    expect(await statusOf(requireApiRole(admin, contextFor(), ["partner"]))).toBe("passed");
  });

  it("renews a session in use once a day, and sends the renewed cookie", async () => {
    const request = await signedInRequest("ada@example.org", "Admin-pass-123", "/");
    // As if the session had last been renewed two days ago.
    const day = 24 * 60 * 60 * 1000;
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(sessions.userId, adminId));
    const context = contextFor();
    expect(await getUser(request, context)).toMatchObject({ email: "ada@example.org" });
    const cookies = await sessionRenewalCookies(request, context);
    expect(cookies.some((c) => c.includes("session_token=") && /max-age=2592000/i.test(c))).toBe(true);
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, adminId));
    expect(rows.some((row) => row.expiresAt.getTime() > Date.now() + 29 * day)).toBe(true);
    // A session renewed today needs nothing.
    const fresh = await signedInRequest("ada@example.org", "Admin-pass-123", "/");
    expect(await sessionRenewalCookies(fresh, contextFor())).toEqual([]);
  });

  it("a session in use still ends 90 days after sign-in: a new sign-in is needed", async () => {
    const day = 24 * 60 * 60 * 1000;
    const request = await signedInRequest("ada@example.org", "Admin-pass-123", "/");
    const token = decodeURIComponent(/session_token=([^;.]+)/.exec(request.headers.get("cookie") ?? "")![1]!);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.token, token));
    // Renewed yesterday (so not expired), but signed in 89 days ago: still fine.
    await handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 89 * day), expiresAt: new Date(Date.now() + 29 * day) })
      .where(eq(sessions.id, row!.id));
    expect(await getUser(new Request(request.url, { headers: request.headers }), contextFor())).not.toBeNull();
    // Signed in 91 days ago: the session is over, and removed.
    await handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * day), expiresAt: new Date(Date.now() + 29 * day) })
      .where(eq(sessions.id, row!.id));
    const late = new Request(request.url, { headers: request.headers });
    expect(await getUser(late, contextFor())).toBeNull();
    expect(await sessionRenewalCookies(late, contextFor())).toEqual([]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
  });

  it("a disabled account is signed out at once and cannot sign in again", async () => {
    const admin = await signedInRequest("ada@example.org", "Admin-pass-123");
    // The site keeps an active administrator: another one first, or disabling is refused.
    await handle.db
      .insert(users)
      .values({ id: "other-admin", name: "Other", email: "other-admin@example.org", role: "admin" });
    expect(await setUserDisabled(handle.db, adminId, true)).toBe(true);
    const again = new Request(admin.url, { headers: admin.headers });
    await expect(getUser(again, contextFor())).resolves.toBeNull();
    await expect(
      auth.api.signInEmail({ body: { email: "ada@example.org", password: "Admin-pass-123" } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await setUserDisabled(handle.db, adminId, false);
    await handle.db.delete(users).where(eq(users.id, "other-admin"));
  });

  it("signing up sends a confirmation link in the account's language, and sign-in waits for it", async () => {
    await auth.api.signUpEmail({
      body: { name: "Nia New", email: "nia@example.org", password: "Fresh-pass-123", language: "sw" },
    });
    const mail = sent.find((m) => m.to === "nia@example.org");
    expect(mail?.text).toContain(`${site}/auth/verify-email?token=`);
    expect(mail?.language).toBe("sw");
    expect(mail?.subject).toBe(getNamespace("sw", "auth").mail.verifySubject);
    await expect(
      auth.api.signInEmail({ body: { email: "nia@example.org", password: "Fresh-pass-123" } }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe("sign-in limits", () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    auth = createAuth({ db: handle.db, secret: "test-secret-test-secret-test-secret", siteUrl: site, mailer });
  });
  afterAll(async () => handle.close());

  /** The sign-in form's action, as one client, counting how many passwords reach better-auth. */
  function signInAs(clientIp: string, limits: RateLimits, counted: { checks: number }, password: string) {
    const counting = {
      ...auth,
      api: {
        ...auth.api,
        signInEmail: (async (input: Parameters<Auth["api"]["signInEmail"]>[0]) => {
          counted.checks++;
          return auth.api.signInEmail(input);
        }) as Auth["api"]["signInEmail"],
      },
    };
    const context = createLoadContext({
      db: handle.db,
      auth: counting,
      mailer,
      rateLimits: limits,
      clientIp,
      config: { siteUrl: site },
      // A successful sign-in leaves a signed flash (redirectWithFlash), which needs the key.
      gateKey: deriveGateKey("test-secret", "test-password"),
    } as unknown as AppContext);
    const body = new URLSearchParams({ intent: "signin", email: "mo@example.org", password });
    return signInAction({
      request: new Request(`${site}/auth`, { method: "POST", body }),
      context,
      params: {},
    } as unknown as Parameters<typeof signInAction>[0]);
  }

  const statusOfReply = (reply: unknown) =>
    reply instanceof Response ? reply.status : ((reply as { init?: { status?: number } }).init?.status ?? 200);

  it("checks at most 5 parallel wrong passwords of one account, from any clients and instances", async () => {
    await resetTestDatabase(handle);
    await createUserWithPassword(handle.db, {
      name: "Mo",
      email: "mo@example.org",
      password: "Member-pass-123",
      role: "member",
    });
    const instances = [createRateLimits(handle.db), createRateLimits(handle.db)];
    const counted = { checks: 0 };
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInAs(`203.0.113.${i + 1}`, instances[i % 2]!, counted, `Wrong-pass-${i}`).catch((e: unknown) => e),
      ),
    );
    expect(counted.checks).toBeLessThanOrEqual(5);
    const statuses = replies.map(statusOfReply);
    expect(statuses.filter((status) => status === 401)).toHaveLength(counted.checks);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - counted.checks);
  });

  it("the owner waits only a minute after one burst of wrong passwords, and a success forgets them", async () => {
    await resetTestDatabase(handle);
    await createUserWithPassword(handle.db, {
      name: "Mo",
      email: "mo@example.org",
      password: "Member-pass-123",
      role: "member",
    });
    const limits = createRateLimits(handle.db);
    const counted = { checks: 0 };
    for (let i = 0; i < 5; i++)
      expect(statusOfReply(await signInAs("203.0.113.50", limits, counted, "Nope-123456"))).toBe(401);
    const locked = await signInAs("203.0.113.51", limits, counted, "Member-pass-123");
    expect(statusOfReply(locked)).toBe(429);
    expect(
      Number(
        (locked as { init?: ResponseInit }).init?.headers &&
          new Headers((locked as { init: ResponseInit }).init.headers).get("Retry-After"),
      ),
    ).toBeLessThanOrEqual(60);
    // As if the minute had passed: the block ends, the owner signs in, the failures are forgotten.
    await limits.signInFailures.delete("mo@example.org");
    const signedIn = await signInAs("203.0.113.51", limits, counted, "Member-pass-123").catch((e: unknown) => e);
    expect(statusOfReply(signedIn)).toBe(302);
    expect(await limits.signInLockouts.get("mo@example.org")).toBeNull();
  });

  it("a client gets 30 sign-in attempts in 15 minutes", async () => {
    const limits = createRateLimits(handle.db);
    for (let i = 0; i < 30; i++) expect(await consume(limits.signIn, "203.0.113.9")).toBe(0);
    expect(await consume(limits.signIn, "203.0.113.9")).toBeGreaterThan(0);
    expect(await consume(limits.signIn, "203.0.113.10")).toBe(0);
  });
});
