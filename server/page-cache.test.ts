import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";
import { createPageCache, inlineScriptHashes } from "./page-cache";

/** A GET of `path` by a visitor with no cookies, as the middleware sees it. */
function fakeRequest(path = "/", headers: Record<string, string> = {}) {
  return { method: "GET", url: path, path, headers } as unknown as ExpressRequest;
}

/** Collects what the middleware sends. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: "", bytes: null as Buffer | null };
  const res = {
    locals: { cspNonce: "fresh" },
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
    },
    getHeader(name: string) {
      return sent.headers[name.toLowerCase()];
    },
    vary(field: string) {
      sent.headers.vary = field;
    },
    send(body: string) {
      sent.body = body;
    },
    end(bytes?: Buffer) {
      sent.bytes = bytes ?? Buffer.alloc(0);
      const encoding = sent.headers["content-encoding"];
      const raw = bytes ?? Buffer.alloc(0);
      sent.body =
        encoding === "br"
          ? brotliDecompressSync(raw).toString()
          : encoding === "gzip"
            ? gunzipSync(raw).toString()
            : raw.toString();
    },
  };
  return { res: res as unknown as ExpressResponse, sent };
}

/** A render the test releases by hand, so several requests can wait on it at once. */
function controlledRender(answers: Array<() => Response>) {
  const calls: Array<() => void> = [];
  let index = 0;
  return {
    calls,
    render: () =>
      new Promise<Response>((resolve) => {
        const answer = answers[Math.min(index++, answers.length - 1)]!;
        calls.push(() => resolve(answer()));
      }),
  };
}

const shared = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { [PAGE_CACHE_HEADER]: "shared", ...init.headers } });

async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe("page cache", () => {
  it("serves concurrent requests for a stored page from one render", async () => {
    const fake = controlledRender([() => shared("home")]);
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => "en", render: fake.render });
    const first = fakeResponse();
    const second = fakeResponse();
    const done = Promise.all([
      cache.middleware(fakeRequest(), first.res, () => {}),
      cache.middleware(fakeRequest(), second.res, () => {}),
    ]);
    await settle();
    expect(fake.calls).toHaveLength(1);
    fake.calls[0]!();
    await done;
    expect([first.sent.body, second.sent.body]).toEqual(["home", "home"]);
    expect(cache.size()).toBe(1);
  });

  it.each([
    ["a 429", () => new Response("slow down", { status: 429, headers: { [PAGE_CACHE_HEADER]: "shared" } })],
    ["a response with Set-Cookie", () => shared("yours", { headers: { "set-cookie": "toast=abc" } })],
    ["a page that is not shared", () => new Response("private page", { status: 200 })],
  ])("does not hand %s to concurrent requests: each renders for itself", async (_name, firstAnswer) => {
    const fake = controlledRender([firstAnswer, () => shared("second visitor's own page")]);
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => "en", render: fake.render });
    const first = fakeResponse();
    const second = fakeResponse();
    const done = Promise.all([
      cache.middleware(fakeRequest(), first.res, () => {}),
      cache.middleware(fakeRequest(), second.res, () => {}),
    ]);
    await settle();
    fake.calls[0]!();
    await settle();
    expect(fake.calls).toHaveLength(2);
    fake.calls[1]!();
    await done;
    expect(first.sent.body).not.toBe("second visitor's own page");
    expect(second.sent.body).toBe("second visitor's own page");
    expect(second.sent.headers["set-cookie"]).toBeUndefined();
    expect(second.sent.status).toBe(200);
  });
});

describe("stored pages are sent as stored bytes (issue 17)", () => {
  const page = `<!DOCTYPE html><html><head><script nonce="NONCE">window.a=1</script></head><body>${"x".repeat(5000)}<script type="module" src="/assets/app.js"></script><script nonce="NONCE">start()</script></body></html>`;
  const renderWithNonce = async (_req: ExpressRequest, nonce: string) => shared(page.replaceAll("NONCE", nonce));
  const csp = "default-src 'self'; script-src 'self' 'nonce-fresh' 'strict-dynamic'; object-src 'none'";

  async function get(cache: ReturnType<typeof createPageCache>, headers: Record<string, string>) {
    const response = fakeResponse();
    response.res.setHeader("Content-Security-Policy", csp);
    await cache.middleware(fakeRequest("/", headers), response.res, () => {});
    return response.sent;
  }

  it("compresses a stored page once, in the encoding the browser asks for, with the same bytes every time", async () => {
    let renders = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      render: (req, nonce) => ((renders += 1), renderWithNonce(req, nonce)),
    });
    const br1 = await get(cache, { "accept-encoding": "gzip, deflate, br" });
    const br2 = await get(cache, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(cache, { "accept-encoding": "gzip" });
    const plain = await get(cache, {});
    expect(renders).toBe(1);
    expect(br1.headers["content-encoding"]).toBe("br");
    expect(br1.bytes!.equals(br2.bytes!)).toBe(true);
    expect(br1.bytes!.length).toBeLessThan(page.length / 5);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br1.headers.vary).toBe("Accept-Encoding");
    expect(new Set([br1.body, gz.body, plain.body]).size).toBe(1);
    expect(br1.headers["content-length"]).toBe(String(br1.bytes!.length));
  });

  it("answers 304 to a browser that has the same bytes (strong ETag)", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => "en", render: renderWithNonce });
    const first = await get(cache, { "accept-encoding": "br" });
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const again = await get(cache, { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.bytes!.length).toBe(0);
    const other = await get(cache, { "accept-encoding": "br", "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("allows the page's inline scripts by hash instead of rewriting a nonce into every response", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => "en", render: renderWithNonce });
    await get(cache, {});
    const sent = await get(cache, {});
    const scriptSrc = /script-src ([^;]*)/.exec(sent.headers["content-security-policy"]!)![1]!;
    expect(scriptSrc).not.toContain("nonce");
    expect(scriptSrc).not.toContain("strict-dynamic");
    const hashes = inlineScriptHashes(sent.body);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(sent.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(sent.body).not.toContain('nonce="fresh"');
  });
});
