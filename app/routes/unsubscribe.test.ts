import { describe, expect, it } from "vitest";
import { isSubscribed, subscribeConfirmed } from "~/features/newsletter/index.server";
import { signUnsubscribeToken, unsubscribeKey, unsubscribeLinks } from "~/lib/mail/unsubscribe.server";
import { outcomeOf, SITE, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./unsubscribe";

const t = setupRouteTests();
const address = "reader@example.org";

const linkFor = async (subject = address) =>
  (await unsubscribeLinks({ db: t.db, siteUrl: SITE }, { kind: "newsletter", subject })).pageUrl;
const pathOf = (url: string) => url.slice(SITE.length);
const load = (path: string, language: "en" | "is" = "en") =>
  outcomeOf(async () => loader(routeArgs({ request: t.get(path), params: {}, context: t.context({ language }) })));
const run = (request: Request) =>
  outcomeOf(async () => action(routeArgs({ request, params: {}, context: t.context() })));
/** What a mail client sends (RFC 8058): a POST to the List-Unsubscribe address, no cookie, no origin. */
const oneClick = (url: string) =>
  new Request(url, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("/unsubscribe", () => {
  it("links carry RFC 8058 headers and point at the page on SITE_URL", async () => {
    const links = await unsubscribeLinks(t.context(), { kind: "newsletter", subject: address });
    expect(links.pageUrl).toMatch(new RegExp(`^${t.config.siteUrl}/unsubscribe\\?token=`));
    expect(links.headers).toEqual({
      "List-Unsubscribe": `<${links.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("shows what stops and a button, in the page's language; no sign-in", async () => {
    await subscribeConfirmed(t.db, { email: address, language: "en" });
    const page = await load(pathOf(await linkFor()), "is");
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ page: { valid: true, active: true } });
    const what = (page.data as { page: { what: string } }).page.what;
    expect(what).toContain(address);
    expect(what).not.toBe(`the GeoCert newsletter at ${address}`); // Icelandic
  });

  it("one-click POST unsubscribes at once and is idempotent", async () => {
    await subscribeConfirmed(t.db, { email: address, language: "en" });
    const url = await linkFor();
    const first = await run(oneClick(url));
    expect(first.status).toBe(200);
    expect(await isSubscribed(t.db, address)).toBe(false);
    const again = await run(oneClick(url));
    expect(again.status).toBe(200);
    expect(await isSubscribed(t.db, address)).toBe(false);
    const page = await load(pathOf(url));
    expect(page.data).toMatchObject({ page: { valid: true, active: false } });
  });

  it("the page's form unsubscribes and comes back with the outcome", async () => {
    await subscribeConfirmed(t.db, { email: address, language: "en" });
    const url = await linkFor();
    const token = new URL(url).searchParams.get("token")!;
    const out = await run(t.post(pathOf(url), { intent: "unsubscribe", token }));
    expect(out.status).toBe(302);
    expect(out.location).toBe(pathOf(url));
    expect(t.flash(out)).toMatchObject({ ns: "mail", key: "unsubscribe.done", form: "unsubscribe" });
    expect(t.flash(out)?.text).toContain(address);
    expect(await isSubscribed(t.db, address)).toBe(false);
    const twice = await run(t.post(pathOf(url), { intent: "unsubscribe", token }));
    expect(twice.status).toBe(302);
    expect(await isSubscribed(t.db, address)).toBe(false);
  });

  it("refuses a tampered, foreign, expired or missing token and changes nothing", async () => {
    await subscribeConfirmed(t.db, { email: address, language: "en" });
    const token = new URL(await linkFor()).searchParams.get("token")!;
    const other = new URL(await linkFor("someone@example.org")).searchParams.get("token")!;
    const tampered = `${other.split(".")[0]}.${token.split(".")[1]}`;
    const old = signUnsubscribeToken(await unsubscribeKey(t.db), { kind: "newsletter", subject: address }, new Date(0));
    const unknownKind = signUnsubscribeToken(await unsubscribeKey(t.db), { kind: "nothing-like-it", subject: address });
    for (const bad of [tampered, old, unknownKind, "garbage"]) {
      const path = `/unsubscribe?token=${encodeURIComponent(bad)}`;
      expect((await load(path)).status).toBe(400);
      expect((await run(oneClick(`${SITE}${path}`))).status).toBe(400);
      expect((await run(t.post(path, { intent: "unsubscribe", token: bad }))).status).toBe(400);
    }
    expect((await load("/unsubscribe")).data).toMatchObject({ page: { valid: false } });
    expect(await isSubscribed(t.db, address)).toBe(true);
  });
});
