import { beforeEach, describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { saveDirectoryProfile } from "~/features/directory/index.server";
import { action, loader } from "./community.directory.$id";

const t = setupRouteTests();
const TOKEN = "directory-message-token-0001";
const message = "Hello, we are looking for drilling engineers in Kenya.";

let member: string;
let path: string;
const cookies: Record<string, string> = {};

beforeEach(async () => {
  member = await t.createUser("member", "Mo Member", "mo@example.org");
  await t.createUser("partner", "Pat Partner", "pat@example.org");
  cookies.member = await t.signIn("mo@example.org");
  cookies.partner = await t.signIn("pat@example.org");
  await saveDirectoryProfile(t.db, member, {
    listed: "on",
    country: "Kenya",
    city: "",
    level: "",
    domains: [],
    employer: "",
    bio: "",
    languages: [],
    show: ["country"],
    credentialId: "",
  });
  path = `/community/directory/${member}`;
});

const post = (fields: Record<string, string>, who?: string) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post(path, fields, who ? cookies[who] : undefined),
        params: { id: member },
        context: t.context(),
      }),
    ),
  );

describe("/community/directory/:id", () => {
  it("loader: offers the message form to other members only; an unknown entry is 404", async () => {
    const load = (cookie?: string, id = member) =>
      outcomeOf(() => loader(routeArgs({ request: t.get(path, cookie), params: { id }, context: t.context() })));
    expect((await load()).data).toMatchObject({ mayMessage: false, signedIn: false });
    expect((await load(cookies.partner)).data).toMatchObject({ mayMessage: true, self: false });
    expect((await load(cookies.member)).data).toMatchObject({ mayMessage: false, self: true });
    expect((await load(undefined, "nobody-here")).status).toBe(404);
  });

  it("message: mailed once with the sender as reply-to, however often it is posted", async () => {
    const fields = { intent: "message", message, _submission: TOKEN };
    const first = await post(fields, "partner");
    expect(first.status).toBe(302);
    expect(first.location).toBe(path);
    expect(t.flash(first)).toMatchObject({ ns: "directory", key: "contact.sent", form: "message" });
    const again = await post(fields, "partner");
    expect(again.status).toBe(302);
    expect(t.flash(again)).toMatchObject({ key: "contact.sent" });
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "mo@example.org" });
    expect(mails[0]!.text).toContain("looking for drilling engineers");
  });

  it("message: a short one is refused on its field; writing to oneself is forbidden; signed out goes to sign in", async () => {
    const short = await post({ intent: "message", message: "Hi" }, "partner");
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({
      intent: "message",
      fieldErrors: { message: "errors.messageShort" },
      values: { message: "Hi" },
    });
    expect((await post({ intent: "message", message }, "member")).status).toBe(403);
    const out = await post({ intent: "message", message });
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
    expect(await t.outbox()).toHaveLength(0);
  });
});
