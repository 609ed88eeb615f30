import { describe, expect, it } from "vitest";
import { staffConflicts } from "~/db/schema";
import { conflictStands, declareConflict, decisionsFor, standingConflicts } from "~/features/staff/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./staff.conflicts";

const t = setupRouteTests();

const post = (fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/staff/conflicts", fields, cookie), params: {}, context: t.context() })),
  );
const load = (cookie: string) =>
  outcomeOf(async () =>
    loader(routeArgs({ request: t.get("/staff/conflicts", cookie), params: {}, context: t.context() })),
  );

const reason = "Hal is my cousin; we share a house.";

async function setUp() {
  const staffId = await t.createUser("staff", "Sam Staff", "sam@example.org");
  const holderId = await t.createUser("member", "Hal Holder", "hal@example.org");
  return { staffId, holderId, staff: await t.signIn("sam@example.org") };
}

describe("/staff/conflicts", () => {
  it("is for staff and admins: signed out → /auth; a member or a partner → 403, nothing declared", async () => {
    await setUp();
    const signedOut = await post({ intent: "declare", person: "hal@example.org", reason });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/auth?next=%2Fstaff%2Fconflicts");
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    for (const email of ["hal@example.org", "pat@example.org"]) {
      const cookie = await t.signIn(email);
      expect((await post({ intent: "declare", person: "sam@example.org", reason }, cookie)).status).toBe(403);
      expect((await load(cookie)).status).toBe(403);
    }
    expect(await t.db.select().from(staffConflicts)).toHaveLength(0);
  });

  it("a staff member without duties declares a conflict: stored once even when sent twice at once, and logged", async () => {
    const { staffId, holderId, staff } = await setUp();
    const fields = { intent: "declare", person: "HAL@example.org", reason };
    const outs = await Promise.all([post(fields, staff), post(fields, staff)]);
    for (const out of outs) {
      expect(out.status).toBe(302);
      expect(out.location).toBe("/staff/conflicts");
    }
    expect(outs.map((out) => t.flash(out)?.key).sort()).toEqual(["done.alreadyDeclared", "done.declared"]);
    expect(t.flash(outs[0]!)).toMatchObject({ values: { name: "Hal Holder" } });
    const stored = await t.db.select().from(staffConflicts);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ staffId, personId: holderId, reason, withdrawnAt: null });
    // It now keeps the staff member off Hal's cases.
    expect(await conflictStands(t.db, staffId, holderId)).toBe(true);
    const log = await decisionsFor(t.db, { kind: "staffConflict", id: stored[0]!.id });
    expect(log.map((entry) => [entry.action, entry.reason])).toEqual([["declared", reason]]);

    const page = (await load(staff)).data as { mine: Array<{ personName: string; reason: string }>; all: unknown };
    expect(page.mine).toMatchObject([{ personName: "Hal Holder", reason }]);
    // Staff see their own declarations only.
    expect(page.all).toBeNull();
  });

  it("finds the person by a part of their name, and says when it names nobody, several people or oneself", async () => {
    const { holderId, staff } = await setUp();
    await t.createUser("member", "Halla Hansdóttir", "halla@example.org");
    const byName = await post({ intent: "declare", person: "Holder", reason }, staff);
    expect(t.flash(byName)).toMatchObject({ key: "done.declared", values: { name: "Hal Holder" } });
    expect((await t.db.select().from(staffConflicts))[0]!.personId).toBe(holderId);

    for (const [person, error] of [
      ["Nobody Atall", "errors.personNone"],
      ["Hal", "errors.personSeveral"],
      ["sam@example.org", "errors.personSelf"],
    ]) {
      const out = await post({ intent: "declare", person: person!, reason }, staff);
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({ fieldErrors: { person: error }, values: { person, reason } });
    }
    expect(await t.db.select().from(staffConflicts)).toHaveLength(1);
  });

  it("refuses a missing person or a reason too short on the fields, keeping what was typed", async () => {
    const { staff } = await setUp();
    const out = await post({ intent: "declare", person: "h", reason: "kin" }, staff);
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      fieldErrors: { person: "errors.personRequired", reason: "errors.reasonShort" },
      values: { person: "h", reason: "kin" },
    });
    expect(await t.db.select().from(staffConflicts)).toHaveLength(0);
  });

  it("withdraws one's own declaration only; another's is 404 and stands", async () => {
    const { staffId, holderId, staff } = await setUp();
    const otherId = await t.createUser("staff", "Ola Other", "ola@example.org");
    await declareConflict(t.db, { staffId, personId: holderId, reason });
    await declareConflict(t.db, { staffId: otherId, personId: holderId, reason: "Hal was my student." });
    const [mine] = await standingConflicts(t.db, { staffId });
    const [theirs] = await standingConflicts(t.db, { staffId: otherId });

    const refused = await post({ intent: "withdraw", id: theirs!.id }, staff);
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({ formError: "errors.notFound" });
    expect(await conflictStands(t.db, otherId, holderId)).toBe(true);

    const withdrawn = await post({ intent: "withdraw", id: mine!.id }, staff);
    expect(t.flash(withdrawn)).toMatchObject({ key: "done.withdrawn", form: "withdraw" });
    expect(await conflictStands(t.db, staffId, holderId)).toBe(false);
    // A second press finds nothing standing.
    expect((await post({ intent: "withdraw", id: mine!.id }, staff)).status).toBe(404);
    expect((await decisionsFor(t.db, { kind: "staffConflict", id: mine!.id })).map((e) => e.action)).toEqual([
      "declared",
      "withdrawn",
    ]);
    expect((await post({ intent: "withdraw", id: "not-a-uuid" }, staff)).status).toBe(400);
  });

  it("shows an admin everyone's declarations", async () => {
    const { staffId, holderId } = await setUp();
    await declareConflict(t.db, { staffId, personId: holderId, reason });
    await t.createUser("admin", "Ann Admin", "ann@example.org");
    const page = (await load(await t.signIn("ann@example.org"))).data as { mine: unknown[]; all: unknown[] };
    expect(page.mine).toEqual([]);
    expect(page.all).toMatchObject([{ staffName: "Sam Staff", personName: "Hal Holder" }]);
  });
});
