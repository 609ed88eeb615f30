import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimCredential, createCredential, findCredential } from "~/features/registry/index.server";
import { users } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./account.credentials";
import { loader as accountLoader } from "./account";

const t = setupRouteTests();

const base = {
  givenNames: "Mo",
  lastName: "Member",
  level: "professional" as const,
  domains: ["drillingOperations"] as Array<"drillingOperations">,
  issuedOn: "2026-01-10",
  expiresOn: "2031-01-10",
};

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));
const load = (request: Request) => outcomeOf(() => loader(routeArgs({ request, params: {}, context: t.context() })));

type Page = {
  held: Array<{ id: string; status: string; publicPage: boolean; level: string; domains: string[] }>;
  claimable: Array<{ id: string }>;
};

async function member() {
  const id = await t.createUser("member", "Mo Member", "mo@example.org");
  return { id, cookie: await t.signIn("mo@example.org") };
}

describe("/account/credentials", () => {
  it("sends a signed-out visitor to sign in, for the page and its forms", async () => {
    const page = await load(t.get("/account/credentials"));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/auth?next=%2Faccount%2Fcredentials");
    const post = await run(t.post("/account/credentials", { intent: "claim", id: "GCF-2026-T7QS-3J" }));
    expect(post.status).toBe(302);
    expect(post.location).toMatch(/^\/auth\?next=/);
  });

  it("lists the credentials the member holds and those issued to their address (letter case aside), not others'", async () => {
    const { id: userId, cookie } = await member();
    const held = await createCredential(t.db, { ...base, email: "mo@example.org", status: "suspended" });
    await claimCredential(t.db, held, userId);
    const claimable = await createCredential(t.db, { ...base, email: "MO@Example.org" });
    await createCredential(t.db, { ...base, email: "someone@example.org" });
    const out = await load(t.get("/account/credentials", cookie));
    expect(out.status).toBe(200);
    const data = out.data as Page;
    expect(data.held).toMatchObject([
      { id: held, status: "suspended", publicPage: false, level: "Professional", domains: ["drillingOperations"] },
    ]);
    expect(data.claimable.map((c) => c.id)).toEqual([claimable]);

    // /account shows the counts and the way to the page.
    const account = await outcomeOf(() =>
      accountLoader(routeArgs({ request: t.get("/account", cookie), params: {}, context: t.context() })),
    );
    expect((account.data as { credentials: unknown }).credentials).toEqual({ held: 1, claimable: 1 });
  });

  it("claim: links the credential and says so; sent twice (or at once), it is stored once", async () => {
    const { id: userId, cookie } = await member();
    const id = await createCredential(t.db, { ...base, email: "Mo@example.org" });
    const [first, second] = await Promise.all([
      run(t.post("/account/credentials", { intent: "claim", id }, cookie)),
      run(t.post("/account/credentials", { intent: "claim", id }, cookie)),
    ]);
    for (const out of [first!, second!]) {
      expect(out.status).toBe(302);
      expect(out.location).toBe("/account/credentials");
      expect(t.flash(out)).toMatchObject({ key: "claim.done", form: "claim", values: { id } });
      expect(t.flash(out)?.text).toBe(`Credential ${id} is now linked to your account.`);
    }
    expect(await findCredential(t.db, id)).toMatchObject({ userId, publicPage: false });
  });

  it("claim: refuses another address's credential, and any credential while the account's address is unverified", async () => {
    const { id: userId, cookie } = await member();
    const others = await createCredential(t.db, { ...base, email: "someone@example.org" });
    const refused = await run(t.post("/account/credentials", { intent: "claim", id: others }, cookie));
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ intent: "claim", formError: "errors.cannotClaim" });
    expect((await findCredential(t.db, others))?.userId).toBeNull();

    const mine = await createCredential(t.db, { ...base, email: "mo@example.org" });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    const unverified = await run(t.post("/account/credentials", { intent: "claim", id: mine }, cookie));
    expect(unverified.status).toBe(409);
    expect((await findCredential(t.db, mine))?.userId).toBeNull();
    const page = await load(t.get("/account/credentials", cookie));
    expect((page.data as Page).claimable).toEqual([]);
  });

  it("publicPage: the holder switches the page on and off with a flash on the credential; others are refused", async () => {
    const { id: userId, cookie } = await member();
    const id = await createCredential(t.db, { ...base, email: "mo@example.org" });
    await claimCredential(t.db, id, userId);
    const on = await run(t.post("/account/credentials", { intent: "publicPage", id, on: "on" }, cookie));
    expect(on.status).toBe(302);
    expect(t.flash(on)).toMatchObject({ key: "publicPage.doneOn", form: `publicPage:${id}` });
    expect((await findCredential(t.db, id))?.publicPage).toBe(true);
    const off = await run(t.post("/account/credentials", { intent: "publicPage", id, on: "off" }, cookie));
    expect(t.flash(off)?.key).toBe("publicPage.doneOff");
    expect((await findCredential(t.db, id))?.publicPage).toBe(false);

    await t.createUser("member", "Ova Other", "ova@example.org");
    const other = await t.signIn("ova@example.org");
    const refused = await run(t.post("/account/credentials", { intent: "publicPage", id, on: "on" }, other));
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({ formError: "errors.notYours" });
    expect((await findCredential(t.db, id))?.publicPage).toBe(false);
  });

  it("answers an unknown intent with a bare 400 and a malformed switch with field errors", async () => {
    const { cookie } = await member();
    expect((await run(t.post("/account/credentials", { intent: "steal", id: "x" }, cookie))).status).toBe(400);
    const out = await run(t.post("/account/credentials", { intent: "publicPage", id: "x", on: "maybe" }, cookie));
    expect(out.status).toBe(400);
  });
});
