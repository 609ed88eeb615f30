import { describe, expect, it } from "vitest";
import { getUser } from "~/features/auth/index.server";
import { decisionsFor, dutiesOfUser, grantDuty } from "~/features/staff/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.staff";

const t = setupRouteTests();

const post = (fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/admin/staff", fields, cookie), params: {}, context: t.context() })),
  );

async function setUp() {
  const adminId = await t.createUser("admin", "Ann Admin", "ann@example.org");
  const staffId = await t.createUser("staff", "Sam Staff", "sam@example.org");
  return { adminId, staffId, admin: await t.signIn("ann@example.org") };
}

/** The duty-log steps of a staff account, as the admin's history shows them. */
const logged = async (staffId: string) =>
  (await decisionsFor(t.db, { kind: "staffDuties", id: staffId })).map((entry) => [entry.action, entry.staffName]);

describe("/admin/staff", () => {
  it("is for admins: signed out → /auth; a member, a partner and staff (even with duties) → 403, nothing granted", async () => {
    const { adminId, staffId } = await setUp();
    await grantDuty(t.db, { userId: staffId, duty: "appealsPanel", grantedBy: adminId });
    const signedOut = await post({ intent: "grant", userId: staffId, duty: "finance" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/auth?next=%2Fadmin%2Fstaff");
    await t.createUser("member", "Mo Member", "mo@example.org");
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    for (const email of ["mo@example.org", "pat@example.org", "sam@example.org"]) {
      const cookie = await t.signIn(email);
      expect((await post({ intent: "grant", userId: staffId, duty: "finance" }, cookie)).status).toBe(403);
      const page = await outcomeOf(async () =>
        loader(routeArgs({ request: t.get("/admin/staff", cookie), params: {}, context: t.context() })),
      );
      expect(page.status).toBe(403);
    }
    expect(await dutiesOfUser(t.db, staffId)).toEqual(["appealsPanel"]);
  });

  it("an admin grants a duty: it counts from the next request, is logged once, and a second press changes nothing", async () => {
    const { staffId, admin } = await setUp();
    const staffCookie = await t.signIn("sam@example.org");
    const granted = await post({ intent: "grant", userId: staffId, duty: "finance" }, admin);
    expect(granted.status).toBe(302);
    expect(granted.location).toBe("/admin/staff");
    expect(t.flash(granted)).toMatchObject({
      type: "success",
      key: "done.granted",
      form: `duty:${staffId}`,
      values: { name: "Sam Staff", duty: "Finance" },
    });
    const viewer = await getUser(t.get("/staff", staffCookie), t.context());
    expect(viewer?.duties).toEqual(["finance"]);

    const again = await post({ intent: "grant", userId: staffId, duty: "finance" }, admin);
    expect(again.status).toBe(302);
    expect(await dutiesOfUser(t.db, staffId)).toEqual(["finance"]);
    expect(await logged(staffId)).toEqual([["granted:finance", "Ann Admin"]]);

    const page = await outcomeOf(async () =>
      loader(routeArgs({ request: t.get("/admin/staff", admin), params: {}, context: t.context() })),
    );
    expect((page.data as { staff: unknown[] }).staff).toEqual([
      { id: staffId, name: "Sam Staff", email: "sam@example.org", duties: ["finance"] },
    ]);
  });

  it("an admin removes a duty: gone for the staff member, and logged", async () => {
    const { adminId, staffId, admin } = await setUp();
    await grantDuty(t.db, { userId: staffId, duty: "applicationReviewer", grantedBy: adminId });
    const removed = await post({ intent: "remove", userId: staffId, duty: "applicationReviewer" }, admin);
    expect(t.flash(removed)).toMatchObject({ key: "done.removed" });
    expect(await dutiesOfUser(t.db, staffId)).toEqual([]);
    const viewer = await getUser(t.get("/staff", await t.signIn("sam@example.org")), t.context());
    expect(viewer?.duties).toEqual([]);
    expect((await logged(staffId)).map(([action]) => action)).toEqual([
      "granted:applicationReviewer",
      "removed:applicationReviewer",
    ]);
  });

  it("grants duties to staff accounts only: a member is refused with the reason, an unknown account is 404", async () => {
    const { admin } = await setUp();
    const memberId = await t.createUser("member", "Mo Member", "mo@example.org");
    const member = await post({ intent: "grant", userId: memberId, duty: "finance" }, admin);
    expect(member.status).toBe(400);
    expect(member.data).toMatchObject({ formError: "errors.notStaff", values: { userId: memberId, duty: "finance" } });
    expect(await dutiesOfUser(t.db, memberId)).toEqual([]);
    const unknown = await post({ intent: "grant", userId: "no-such-user", duty: "finance" }, admin);
    expect(unknown.status).toBe(404);
  });

  it("refuses a duty that does not exist on its field, and a post naming no known form with a bare 400", async () => {
    const { staffId, admin } = await setUp();
    const out = await post({ intent: "grant", userId: staffId, duty: "everything" }, admin);
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ fieldErrors: { duty: expect.any(String) }, values: { duty: "everything" } });
    expect(await dutiesOfUser(t.db, staffId)).toEqual([]);
    expect((await post({ intent: "promote", userId: staffId }, admin)).status).toBe(400);
  });
});
