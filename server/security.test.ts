import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginWrites, warnOnceAboutUntrustedProxy } from "./security";

/** An app like ours: trust proxy as TRUST_PROXY=1 sets it, the same-origin check, and a form endpoint. */
const warnings: string[] = [];

function appWith(trustProxy: number | false) {
  const app = express();
  if (trustProxy !== false) app.set("trust proxy", trustProxy);
  else app.use(warnOnceAboutUntrustedProxy((message) => warnings.push(message)));
  app.use(sameOriginWrites(["https://geocert.example"]));
  app.post("/form", (req, res) => res.json({ protocol: req.protocol, ip: req.ip }));
  return app;
}

const servers: Array<ReturnType<express.Express["listen"]>> = [];
let proxied = "";
let direct = "";

beforeAll(async () => {
  const listen = (app: express.Express) =>
    new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
      servers.push(server);
    });
  proxied = await listen(appWith(1));
  direct = await listen(appWith(false));
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const post = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/form`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

describe("behind a TLS-terminating proxy (trust proxy 1)", () => {
  it("accepts a form post whose https origin is the proxy's public host", async () => {
    const response = await post(proxied, {
      origin: "https://jobs-board.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "jobs-board.example",
      "x-forwarded-for": "198.51.100.4, 203.0.113.9",
    });
    expect(response.status).toBe(200);
    // The address the proxy saw (right-most), not what the client wrote (left-most).
    expect(await response.json()).toEqual({ protocol: "https", ip: "203.0.113.9" });
  });

  it("accepts the configured SITE_URL origin and refuses other sites", async () => {
    const site = await post(proxied, { origin: "https://geocert.example", "x-forwarded-proto": "https" });
    expect(site.status).toBe(200);
    const other = await post(proxied, { origin: "https://evil.example", "x-forwarded-proto": "https" });
    expect(other.status).toBe(403);
  });

  it("ignores forwarded headers without a trusted proxy", async () => {
    const response = await post(direct, {
      origin: "https://jobs-board.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "jobs-board.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("a proxy nobody declared", () => {
  it("is named in the log once, with the setting to use", async () => {
    warnings.length = 0;
    await post(direct, {});
    expect(warnings).toEqual([]);
    await post(direct, { "x-forwarded-for": "203.0.113.9" });
    await post(direct, { "x-forwarded-for": "203.0.113.10" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY=1/);
  });
});
