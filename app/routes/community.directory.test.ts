import { beforeEach, describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { getDirectoryProfile, saveDirectoryProfile } from "~/features/directory/index.server";
import { action, loader } from "./community.directory";

const t = setupRouteTests();
const PATH = "/community/directory";

let member: string;
let cookie: string;

beforeEach(async () => {
  member = await t.createUser("member", "Mo Member", "mo@example.org");
  cookie = await t.signIn("mo@example.org");
});

const post = (fields: Record<string, string | string[]>, signedIn = true) =>
  outcomeOf(() =>
    action(
      routeArgs({ request: t.post(PATH, fields, signedIn ? cookie : undefined), params: {}, context: t.context() }),
    ),
  );

const entry = {
  listed: "on" as const,
  country: "Kenya",
  city: "Hiddentown",
  level: "professional" as const,
  domains: ["drillingOperations" as const],
  employer: "Secret Employer Ltd",
  bio: "",
  languages: [],
  show: ["country" as const],
  credentialId: "",
};

describe("/community/directory loader", () => {
  it("lists only shown fields and offers the own entry's form to members", async () => {
    await saveDirectoryProfile(t.db, member, entry);
    const visitor = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH), params: {}, context: t.context() })),
    );
    const page = visitor.data as { entries: unknown[]; mayKeepEntry: boolean; mayRemoveEntry: boolean };
    expect(page.entries).toEqual([{ id: member, name: "Mo Member", country: "Kenya" }]);
    expect(page.mayKeepEntry).toBe(false);
    const own = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, cookie), params: {}, context: t.context() })),
    );
    expect(own.data).toMatchObject({ mayKeepEntry: true, mayRemoveEntry: true, own: { city: "Hiddentown" } });
  });
});

describe("/community/directory action", () => {
  it("sends a signed-out post to sign in", async () => {
    const out = await post({ intent: "remove" }, false);
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
  });

  it("save: stores the entry and says so with a flash for its form", async () => {
    const out = await post({
      intent: "save",
      listed: "on",
      country: "Kenya",
      city: "Hiddentown",
      level: "professional",
      domains: "drillingOperations",
      employer: "",
      bio: "",
      show: ["country", "level"],
      credentialId: "GC-2026-000123",
    });
    expect(out.status).toBe(302);
    expect(out.location).toBe(PATH);
    expect(t.flash(out)).toMatchObject({ ns: "directory", key: "done.saved", form: "save" });
    expect(await getDirectoryProfile(t.db, member)).toMatchObject({
      listed: true,
      domains: ["drillingOperations"],
      showCountry: true,
      showLevel: true,
      showCity: false,
      credentialId: "GC-2026-000123",
    });
  });

  it("save: a wrong field is refused with what was typed; nothing is stored", async () => {
    const out = await post({
      intent: "save",
      country: "x".repeat(81),
      level: "wizard",
      domains: ["drillingOperations", "riskAssessment"],
    });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "save",
      fieldErrors: { country: "errors.countryLong", level: "errors.level" },
      values: { level: "wizard", domains: "drillingOperations,riskAssessment" },
    });
    expect(await getDirectoryProfile(t.db, member)).toBeNull();
  });

  it("remove: deletes the entry", async () => {
    await saveDirectoryProfile(t.db, member, entry);
    const out = await post({ intent: "remove" });
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "done.removed", form: "remove" });
    expect(await getDirectoryProfile(t.db, member)).toBeNull();
  });

  it("answers an unknown form with 400", async () => {
    expect((await post({ intent: "verify" })).status).toBe(400);
  });
});
