import { describe, expect, it } from "vitest";
import { listIssuerKeys } from "~/features/credentials/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.credentials.keys";

const t = setupRouteTests();

async function signedIn(role: "admin" | "member" | "partner") {
  await t.createUser(role, `${role} user`, `${role}@example.org`);
  return t.signIn(`${role}@example.org`);
}

const rotate = (cookie: string, fields: Record<string, string> = { intent: "rotate", confirm: "yes" }) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/admin/credentials/keys", fields, cookie), params: {}, context: t.context() })),
  );

describe("/admin/credentials/keys", () => {
  it("lists the keys (the first made on first use) with the DID", async () => {
    const cookie = await signedIn("admin");
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/credentials/keys", cookie), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(200);
    const page = out.data as {
      did: string;
      sealing: boolean;
      keys: Array<{ id: string; retired: string | null; sealed: boolean }>;
    };
    expect(page.did).toBe("did:web:localhost%3A3999");
    expect(page.sealing).toBe(false);
    expect(page.keys).toHaveLength(1);
    expect(page.keys[0]).toMatchObject({ retired: null, sealed: false });
  });

  it("rotates the key with a flash naming the new one; old keys stay listed", async () => {
    const cookie = await signedIn("admin");
    const out = await rotate(cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/credentials/keys");
    const keys = await listIssuerKeys(t.db);
    expect(keys).toHaveLength(2);
    const current = keys.find((key) => key.retiredAt === null)!;
    const flash = t.flash(out);
    expect(flash).toMatchObject({ key: "adminKeys.done.rotated", form: "rotate", values: { id: current.id } });
    expect(flash?.text).toContain(current.id);
  });

  it("asks for the confirmation and rotates nothing without it", async () => {
    const cookie = await signedIn("admin");
    const out = await rotate(cookie, { intent: "rotate" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ intent: "rotate", fieldErrors: { confirm: "adminKeys.errors.confirm" } });
    expect(await listIssuerKeys(t.db)).toHaveLength(0);
  });

  it("refuses members and partners", async () => {
    for (const role of ["member", "partner"] as const) {
      const cookie = await signedIn(role);
      expect((await rotate(cookie)).status).toBe(403);
      expect(
        (
          await outcomeOf(() =>
            loader(routeArgs({ request: t.get("/admin/credentials/keys", cookie), params: {}, context: t.context() })),
          )
        ).status,
      ).toBe(403);
    }
    expect(await listIssuerKeys(t.db)).toHaveLength(0);
  });
});
