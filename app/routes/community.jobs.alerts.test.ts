import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobAlerts, users } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action as boardAction } from "./community.jobs._index";
import { action, loader } from "./community.jobs.alerts";

const t = setupRouteTests();

const board = "/community/jobs?country=IS&workplace=remote&q=drilling&index";
const saveAlert = (fields: Record<string, string>, cookie?: string, clientIp?: string) =>
  outcomeOf(() =>
    boardAction(
      routeArgs({
        request: t.post(
          board,
          { intent: "alert", country: "IS", workplace: "remote", q: "drilling", ...fields },
          cookie,
        ),
        params: {},
        context: t.context({ clientIp }),
      }),
    ),
  );
const act = (path: string, fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() => action(routeArgs({ request: t.post(path, fields, cookie), params: {}, context: t.context() })));
const view = (path: string, cookie?: string) =>
  outcomeOf(() => loader(routeArgs({ request: t.get(path, cookie), params: {}, context: t.context() })));

/** The alerts page's address in the latest confirmation mail, as a path. */
async function mailedLink(): Promise<string> {
  const mails = await t.outbox();
  const link = /https?:\/\/[^\s]+\/community\/jobs\/alerts\?token=\S+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
  return link.replace(/^https?:\/\/[^/]+/, "");
}
const tokenOf = (path: string) => new URL(path, "https://x").searchParams.get("token") ?? "";

describe("saving an alert on the board", () => {
  it("stores a member's alert at once (the same search again only changes its frequency)", async () => {
    const member = await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const out = await saveAlert({ frequency: "daily" }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe(board);
    expect(t.flash(out)).toMatchObject({ form: "alert", key: "done.saved" });
    await saveAlert({ frequency: "weekly" }, cookie);
    const stored = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, member));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      frequency: "weekly",
      filters: { q: "drilling", country: "IS", workplace: "remote" },
    });
    expect(stored[0]?.confirmedAt).toBeTruthy();
    expect(await t.outbox()).toHaveLength(0);
  });

  it("asks a member with an unverified address to confirm it first", async () => {
    const member = await t.createUser("member", "Uma Unverified", "uma@example.org");
    const cookie = await t.signIn("uma@example.org");
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, member));
    const out = await saveAlert({ frequency: "daily" }, cookie);
    expect(out.status).toBe(409);
    expect(out.data).toMatchObject({ formError: "errors.verifyFirst" });
    expect(await t.db.select().from(jobAlerts)).toHaveLength(0);
  });

  it("stores a guest's alert unconfirmed and mails a link, with one answer for every address", async () => {
    await t.createUser("member", "Known Member", "known@example.org");
    const first = await saveAlert({ frequency: "instant", email: "Guest@Example.org" });
    const known = await saveAlert({ frequency: "instant", email: "known@example.org" });
    expect(t.flash(first)).toMatchObject({ form: "alert", key: "done.guestSaved" });
    expect(t.flash(known)).toMatchObject({ form: "alert", key: "done.guestSaved" });
    const stored = await t.db.select().from(jobAlerts);
    expect(stored.map((a) => a.email).sort()).toEqual(["guest@example.org", "known@example.org"]);
    expect(stored.every((a) => a.confirmedAt === null)).toBe(true);
    const mails = await t.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(["Guest@Example.org".toLowerCase(), "known@example.org"]);
    // Nothing the guest typed is echoed: not the keyword.
    expect(mails.every((m) => !m.text.includes("drilling"))).toBe(true);
  });

  it("refuses a guest without an address", async () => {
    const out = await saveAlert({ frequency: "daily", email: "" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ fieldErrors: { email: "errors.emailRequired" } });
    const bad = await saveAlert({ frequency: "hourly", email: "a@example.org" });
    expect(bad.status).toBe(400);
  });
});

describe("/community/jobs/alerts", () => {
  it("confirms a guest's alert through the mailed link, then lets them change and delete it", async () => {
    await saveAlert({ frequency: "daily", email: "guest@example.org" });
    const path = await mailedLink();
    expect(path).toMatch(/^\/community\/jobs\/alerts\?token=/);
    const before = await view(path);
    expect(before.data).toMatchObject({ mode: "guest", alerts: [{ confirmed: false }] });
    // The unconfirmed alert's page shows no typed keyword.
    expect(JSON.stringify(before.data)).not.toContain("drilling");

    const token = tokenOf(path);
    const confirmed = await act(path, { intent: "confirm", token });
    expect(t.flash(confirmed)).toMatchObject({ form: "confirm", text: expect.stringContaining("Alert confirmed") });
    const [alert] = await t.db.select().from(jobAlerts);
    expect(alert?.confirmedAt).toBeTruthy();

    const changed = await act(path, { intent: "frequency", token, alertId: alert?.id ?? "", frequency: "weekly" });
    expect(t.flash(changed)).toMatchObject({ text: "Saved: Weekly digest." });
    const deleted = await act(path, { intent: "delete", token, alertId: alert?.id ?? "" });
    expect(deleted.location).toBe("/community/jobs");
    expect(await t.db.select().from(jobAlerts)).toHaveLength(0);
    expect((await view(path)).data).toMatchObject({ alerts: [] });
  });

  it("refuses a forged token", async () => {
    await saveAlert({ frequency: "daily", email: "guest@example.org" });
    const token = tokenOf(await mailedLink());
    const forged = `${token.split(".")[0]}.AAAA`;
    const out = await act(`/community/jobs/alerts?token=${forged}`, { intent: "confirm", token: forged });
    expect(out.status).toBe(404);
    expect((await t.db.select().from(jobAlerts))[0]?.confirmedAt).toBeNull();
  });

  it("lists a member's alerts; another member cannot touch them; visitors sign in first", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    await t.createUser("member", "Other Member", "other@example.org");
    const cookie = await t.signIn("mo@example.org");
    await saveAlert({ frequency: "daily" }, cookie);
    const page = await view("/community/jobs/alerts", cookie);
    expect(page.data).toMatchObject({
      mode: "member",
      email: "mo@example.org",
      alerts: [{ frequency: "daily", filters: expect.stringContaining("drilling") }],
    });
    const id = (page.data as { alerts: Array<{ id: string }> }).alerts[0]?.id ?? "";
    const other = await t.signIn("other@example.org");
    expect((await act("/community/jobs/alerts", { intent: "delete", alertId: id }, other)).status).toBe(403);
    const changed = await act(
      "/community/jobs/alerts",
      { intent: "frequency", alertId: id, frequency: "instant" },
      cookie,
    );
    expect(t.flash(changed)).toMatchObject({ form: `frequency:${id}`, text: "Saved: As soon as they are published." });
    const deleted = await act("/community/jobs/alerts", { intent: "delete", alertId: id }, cookie);
    expect(t.flash(deleted)).toMatchObject({ key: "done.deleted" });
    expect(await t.db.select().from(jobAlerts)).toHaveLength(0);
    const visitor = await view("/community/jobs/alerts");
    expect(visitor.location).toBe("/auth?next=%2Fcommunity%2Fjobs%2Falerts");
  });
});
