import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendUnavailable } from "./unavailable";

// Finding "many instances": an unreachable database gave 500s after unbounded waits; now a short 503.
describe("the 503 answer when the database is unavailable", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use((req, res) => sendUnavailable(req, res));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("is a page in the visitor's language for a browser, retryable", async () => {
    const response = await fetch(`${base}/community?x=1`, {
      headers: { Accept: "text/html,*/*", "Accept-Language": "fr-CH, fr;q=0.9" },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Le site est momentanément indisponible");
    expect(html).toContain('href="/community?x=1"');
  });

  it("follows the language cookie, and is plain text for other clients", async () => {
    const ja = await fetch(`${base}/`, { headers: { Accept: "text/html", Cookie: "lng=ja" } });
    expect(await ja.text()).toContain("サイトは一時的にご利用いただけません");
    const api = await fetch(`${base}/api/bulk-verify`, { method: "POST" });
    expect(api.status).toBe(503);
    expect(api.headers.get("content-type")).toContain("text/plain");
    expect(await api.text()).toMatch(/^503 Service Unavailable: /);
  });

  it("never links away from the site", async () => {
    const response = await fetch(`${base}//evil.example/x`, { headers: { Accept: "text/html" } });
    expect(await response.text()).toContain('href="/"');
  });
});
