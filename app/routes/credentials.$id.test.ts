import { describe, expect, it } from "vitest";
import { claimCredential, setPublicPage, createCredential } from "~/features/registry/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { loader } from "./credentials.$id";

const t = setupRouteTests();

const base = {
  givenNames: "Pia",
  lastName: "Public",
  email: "pia@example.org",
  level: "senior" as const,
  domains: ["riskAssessment"] as Array<"riskAssessment">,
  issuedOn: "2026-01-10",
  expiresOn: "2031-01-10",
};

const open = (id: string, cookie?: string) =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get(`/credentials/${id}`, cookie), params: { id }, context: t.context() })),
  );

type Page = {
  credential: { id: string; holderName: string; status: string; url: string; verifyPath: string; publicPage: boolean };
  viewerIsHolder: boolean;
  staff: boolean;
};

async function heldCredential(status: "active" | "revoked" = "active") {
  const userId = await t.createUser("member", "Pia Public", "pia@example.org");
  const id = await createCredential(t.db, { ...base, status });
  await claimCredential(t.db, id, userId);
  return { id, userId, holder: await t.signIn("pia@example.org") };
}

describe("/credentials/:id", () => {
  it("is a 404 to others while the page is off, and to everyone for an unknown or malformed id", async () => {
    const { id } = await heldCredential();
    expect((await open(id)).status).toBe(404);
    await t.createUser("member", "Ova Other", "ova@example.org");
    expect((await open(id, await t.signIn("ova@example.org"))).status).toBe(404);
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    expect((await open(id, await t.signIn("pat@example.org"))).status).toBe(404);
    expect((await open("GCF-2026-T7QS-3J")).status).toBe(404);
    expect((await open("not-an-id")).status).toBe(404);
    // A well-formed id typed in lower case goes to the page's one address (still a 404 there for others).
    const lower = await open(id.toLowerCase());
    expect(lower.status).toBe(301);
    expect(lower.location).toBe(`/credentials/${id}`);
  });

  it("shows the holder and admins the page while it is off, saying it is private", async () => {
    const { id, holder } = await heldCredential();
    const mine = await open(id, holder);
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ viewerIsHolder: true, staff: false, credential: { id, publicPage: false } });
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const staff = await open(id, await t.signIn("ada@example.org"));
    expect(staff.status).toBe(200);
    expect(staff.data).toMatchObject({ viewerIsHolder: false, staff: true });
    expect(staff.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("is open to anyone once the holder switches it on, with the live status, and closed again when off", async () => {
    const { id, userId } = await heldCredential("revoked");
    await setPublicPage(t.db, id, userId, true);
    const out = await open(id);
    expect(out.status).toBe(200);
    const page = out.data as Page;
    expect(page.credential).toMatchObject({
      id,
      holderName: "Pia Public",
      status: "revoked",
      url: `http://localhost:3999/credentials/${id}`,
      verifyPath: `/partners/verify?id=${id}&name=Public`,
    });
    expect(page.staff).toBe(false);
    // Nothing of the account or the issue address reaches the page.
    expect(JSON.stringify(page)).not.toContain("pia@example.org");
    await setPublicPage(t.db, id, userId, false);
    expect((await open(id)).status).toBe(404);
  });
});
