import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkUrl,
  fetchPolicy,
  isPrivateAddress,
  policyForChain,
  safeFetch,
  type FetchPolicy,
} from "./safe-fetch.server";

let server: Server;
let base: string;
let lastUserAgent = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUserAgent = req.headers["user-agent"] ?? "";
    const path = req.url ?? "/";
    if (path === "/ok") return res.end("hello");
    if (path === "/big") {
      // 3 MB in 64 KB chunks, no Content-Length: the cap must cut the stream.
      res.writeHead(200, { "Content-Type": "text/plain" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (sent < 48) {
          sent++;
          if (!res.write(chunk)) return res.once("drain", write);
        }
        res.end();
      };
      return write();
    }
    if (path === "/big-declared") {
      res.writeHead(200, { "Content-Length": String(5 * 1024 * 1024) });
      return res.end();
    }
    if (path === "/slow") {
      res.writeHead(200);
      res.write("start");
      const timer = setTimeout(() => res.end("late"), 5_000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const n = Number(hop[1]);
      if (n === 0) return res.end("arrived");
      res.writeHead(302, { Location: `/hop/${n - 1}` });
      return res.end();
    }
    const to = /^\/to\/([^/]+)$/.exec(path);
    if (to) {
      res.writeHead(302, { Location: `http://${to[1]}:${(server.address() as AddressInfo).port}/ok` });
      return res.end();
    }
    if (path === "/to-ftp") {
      res.writeHead(301, { Location: "ftp://example.org/file" });
      return res.end();
    }
    if (path === "/missing") {
      res.writeHead(404);
      return res.end("no");
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
  ...fetchPolicy({ allowHosts: ["127.0.0.1", "localhost"] }, "https://geocert.example"),
  ...overrides,
});

describe("isPrivateAddress", () => {
  it("refuses private, loopback, link-local and unique-local addresses", () => {
    for (const address of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "not an address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });
  it("refuses special-purpose ranges: NAT64, 6to4, Teredo, site-local, documentation, benchmarking…", () => {
    for (const address of [
      "64:ff9b::a00:1",
      "64:ff9b:1::a00:1",
      "2002:7f00:1::1",
      "2001::1",
      "fec0::1",
      "2001:db8::1",
      "3fff::1",
      "100::1",
      "2001:2::1",
      "2001:20::1",
      "5f00::1",
      "ff02::1",
      "::10.0.0.1",
      "100.64.0.1",
      "192.0.0.8",
      "192.0.2.1",
      "198.18.0.1",
      "198.51.100.1",
      "203.0.113.1",
      "240.0.0.1",
      "255.255.255.255",
      "::ffff:192.168.0.1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });
  it("lets public addresses through", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("safeFetch", () => {
  it("fetches with the bot's User-Agent", async () => {
    const answer = await safeFetch(`${base}/ok`, policy());
    expect(answer.body).toBe("hello");
    expect(lastUserAgent).toBe("GeoCertJobBot/1.0 (+https://geocert.example/community/jobs)");
  });

  it("refuses private and loopback addresses by default", async () => {
    const strict = policy({ allowHosts: [] });
    await expect(safeFetch(`${base}/ok`, strict)).rejects.toMatchObject({ code: "private" });
    const port = new URL(base).port;
    // A name resolving to a loopback address is caught at the DNS step.
    await expect(safeFetch(`http://localhost:${port}/ok`, strict)).rejects.toMatchObject({ code: "private" });
    expect(() => checkUrl("http://[::1]/", strict)).toThrow(/private/);
    expect(() => checkUrl("http://169.254.169.254/latest/meta-data", strict)).toThrow(/private/);
  });

  it("allows a name on the allow-list", async () => {
    const port = new URL(base).port;
    const answer = await safeFetch(`http://localhost:${port}/ok`, policy({ allowHosts: ["localhost"] }));
    expect(answer.body).toBe("hello");
  });

  it("keeps allowed private hosts for fetches that started at one, never after a public page's redirect", async () => {
    const allowing = policy({ allowHosts: ["localhost", "127.0.0.1"] });
    expect(policyForChain("https://jobs.example.org/feed", allowing).allowHosts).toEqual([]);
    expect(policyForChain("http://LOCALHOST:8080/feed", allowing).allowHosts).toEqual(["localhost", "127.0.0.1"]);
    // Started at an allowed host: it may move on to another allowed host.
    const port = new URL(base).port;
    expect((await safeFetch(`http://localhost:${port}/to/127.0.0.1`, allowing)).body).toBe("hello");
    // Started at an allowed host, redirected to a private host that is not allowed: refused.
    await expect(
      safeFetch(`http://localhost:${port}/to/127.0.0.2`, policy({ allowHosts: ["localhost"] })),
    ).rejects.toMatchObject({ code: "private" });
  });

  it("honours the deny-list, subdomains included", () => {
    const denying = policy({ denyHosts: ["example.com"] });
    expect(() => checkUrl("https://jobs.example.com/feed", denying)).toThrow(/deny-list/);
    expect(() => checkUrl("https://example.com/", denying)).toThrow(/deny-list/);
    expect(checkUrl("https://example.org/", denying).host).toBe("example.org");
  });

  it("fetches only http and https", async () => {
    for (const url of ["ftp://example.org/x", "file:///etc/passwd", "javascript:alert(1)", "gopher://x", "nonsense"]) {
      await expect(safeFetch(url, policy()), url).rejects.toMatchObject({ code: "scheme" });
    }
    // Redirects are checked again.
    await expect(safeFetch(`${base}/to-ftp`, policy())).rejects.toMatchObject({ code: "scheme" });
  });

  it("follows at most three redirects", async () => {
    expect((await safeFetch(`${base}/hop/3`, policy())).body).toBe("arrived");
    await expect(safeFetch(`${base}/hop/4`, policy())).rejects.toMatchObject({ code: "redirects" });
  });

  it("cuts off oversized answers", async () => {
    await expect(safeFetch(`${base}/big`, policy())).rejects.toMatchObject({ code: "too-large" });
    await expect(safeFetch(`${base}/big-declared`, policy())).rejects.toMatchObject({ code: "too-large" });
    expect((await safeFetch(`${base}/big`, policy({ maxBytes: 4 * 1024 * 1024 }))).body.length).toBe(48 * 64 * 1024);
  });

  it("gives up on slow answers", async () => {
    const started = Date.now();
    await expect(safeFetch(`${base}/slow`, policy({ timeoutMs: 300 }))).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports HTTP errors with their status", async () => {
    await expect(safeFetch(`${base}/missing`, policy())).rejects.toMatchObject({ code: "http", status: 404 });
  });
});
