import { describe, expect, it } from "vitest";
import { findUserById } from "~/features/auth/index.server";
import { outcomeOf, setupRouteTests, type RouteOutcome, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.users";

const t = setupRouteTests();

function flashOf(out: RouteOutcome) {
  const cookie = out.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const payload = decodeURIComponent(cookie.slice("toast=".length).split(";")[0]!).split(".")[0]!;
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    key: string;
    values?: Record<string, string | number>;
    form?: string;
  };
}

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

async function setup() {
  const me = await t.createUser("admin", "Ada Admin", "ada@example.org");
  const petra = await t.createUser("member", "Promoted Petra", "petra@example.org");
  return { me, petra, cookie: await t.signIn("ada@example.org") };
}

describe("/admin/users", () => {
  it("is for admins: a member gets 403 from the loader and the action", async () => {
    const petra = await t.createUser("member", "Promoted Petra", "petra@example.org");
    const cookie = await t.signIn("petra@example.org");
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/users", cookie), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const post = await run(t.post("/admin/users", { intent: "role", userId: petra, role: "admin" }, cookie));
    expect(post.status).toBe(403);
    expect((await findUserById(t.db, petra))?.role).toBe("member");
  });

  it("offers no controls on the admin's own row", async () => {
    const { me, petra, cookie } = await setup();
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/users", cookie), params: {}, context: t.context() })),
    );
    const users = (out.data as { users: Array<{ id: string; changeable: boolean }> }).users;
    expect(users.find((u) => u.id === me)?.changeable).toBe(false);
    expect(users.find((u) => u.id === petra)?.changeable).toBe(true);
  });

  it("role: changes the role and says so with a flash, the role in the admin's language", async () => {
    const { petra, cookie } = await setup();
    const out = await run(t.post("/admin/users?q=petra", { intent: "role", userId: petra, role: "partner" }, cookie));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/users?q=petra");
    expect(flashOf(out)).toMatchObject({
      key: "users.roleSaved",
      form: "role",
      values: { name: "Promoted Petra", role: "Partner" },
    });
    expect((await findUserById(t.db, petra))?.role).toBe("partner");
  });

  it("disable and enable: the account is disabled, then enabled again", async () => {
    const { petra, cookie } = await setup();
    const off = await run(t.post("/admin/users", { intent: "disable", userId: petra }, cookie));
    expect(off.status).toBe(302);
    expect(flashOf(off)).toMatchObject({
      key: "users.disabledDone",
      form: "disable",
      values: { name: "Promoted Petra" },
    });
    expect((await findUserById(t.db, petra))?.disabledAt).toBeTruthy();
    const on = await run(t.post("/admin/users", { intent: "enable", userId: petra }, cookie));
    expect(flashOf(on)).toMatchObject({ key: "users.enabledDone", form: "enable" });
    expect((await findUserById(t.db, petra))?.disabledAt).toBeNull();
  });

  it("refuses changes to the admin's own account with a form error", async () => {
    const { me, cookie } = await setup();
    for (const fields of <Array<Record<string, string>>>[
      { intent: "role", userId: me, role: "member" },
      { intent: "disable", userId: me },
    ]) {
      const out = await run(t.post("/admin/users", fields, cookie));
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({ intent: fields.intent, formError: "users.selfNotAllowed" });
    }
    const stored = await findUserById(t.db, me);
    expect(stored?.role).toBe("admin");
    expect(stored?.disabledAt).toBeNull();
  });

  it("a role that does not exist is refused with the field's error and what was sent; an unknown form is 400", async () => {
    const { petra, cookie } = await setup();
    const out = await run(t.post("/admin/users", { intent: "role", userId: petra, role: "owner" }, cookie));
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ intent: "role", values: { userId: petra, role: "owner" } });
    expect((out.data as { fieldErrors: Record<string, string> }).fieldErrors.role).toBeTruthy();
    expect((await run(t.post("/admin/users", { intent: "delete", userId: petra }, cookie))).status).toBe(400);
    const missing = await run(t.post("/admin/users", { intent: "disable", userId: "nobody" }, cookie));
    expect(missing.status).toBe(404);
  });
});
