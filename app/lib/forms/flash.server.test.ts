import { describe, expect, it } from "vitest";
import { createLoadContext, type AppContext } from "~/lib/server/app-context.server";
import { flashCookieHeader, readFlash, redirectWithFlash } from "./flash.server";

const gateKey = Buffer.from("k".repeat(32));
const context = createLoadContext({ gateKey, config: { siteUrl: "http://localhost:3000" } } as unknown as AppContext);

function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0]!;
  return new Request("http://localhost/x", { headers: { cookie: pair } });
}

describe("flash", () => {
  it("travels a redirect and comes back translated for its form and path", () => {
    const response = redirectWithFlash(context, "/community/jobs/7?x=1#top", {
      ns: "jobs",
      key: "header.title",
      form: "job",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/community/jobs/7?x=1#top");
    const { flash, clearHeader } = readFlash(requestWith(response.headers.get("set-cookie")!), gateKey, "en");
    expect(clearHeader).toContain("Max-Age=0");
    expect(flash).toMatchObject({ type: "success", form: "job", path: "/community/jobs/7" });
    expect(flash?.text.length).toBeGreaterThan(3);
  });

  it("interpolates values and translates into the visitor's language", () => {
    const header = flashCookieHeader(context, { ns: "common", key: "gate.granted" }, "/");
    const en = readFlash(requestWith(header), gateKey, "en").flash;
    const is = readFlash(requestWith(header), gateKey, "is").flash;
    expect(en?.form).toBeNull();
    expect(en?.text).not.toBe(is?.text);
  });

  it("ignores a forged or altered cookie", () => {
    const header = flashCookieHeader(context, { ns: "common", key: "gate.granted" }, "/");
    const other = readFlash(requestWith(header), Buffer.from("o".repeat(32)), "en");
    expect(other.flash).toBeNull();
    expect(other.clearHeader).not.toBeNull();
    const forged = Buffer.from(JSON.stringify({ ns: "common", key: "gate.granted", path: "/" })).toString("base64url");
    expect(
      readFlash(new Request("http://x/", { headers: { cookie: `toast=${forged}.abc` } }), gateKey, "en").flash,
    ).toBeNull();
  });

  it("shows nothing for a key that is not a message", () => {
    const header = flashCookieHeader(context, { ns: "common", key: "no.such.key" }, "/");
    expect(readFlash(requestWith(header), gateKey, "en").flash).toBeNull();
  });
});
