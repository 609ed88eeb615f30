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

const HTML = { "content-type": "text/html; charset=utf-8" };
const shared = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { ...HTML, [PAGE_CACHE_HEADER]: "shared", ...init.headers } });

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
    ["a 429", () => new Response("slow down", { status: 429, headers: { ...HTML, [PAGE_CACHE_HEADER]: "shared" } })],
    ["a response with Set-Cookie", () => shared("yours", { headers: { "set-cookie": "toast=abc" } })],
    ["a page that is not shared", () => new Response("private page", { status: 200, headers: HTML })],
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

describe("stored pages are sent as stored bytes", () => {
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

  it("keeps the same ETag when the same page is rendered again (a browser's copy stays good past a change elsewhere)", async () => {
    let renders = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      hearingDataChanges: () => true,
      render: async (_req, nonce) => {
        renders += 1;
        return new Response(page.replaceAll("NONCE", nonce), {
          status: 200,
          headers: { ...HTML, [PAGE_CACHE_HEADER]: "data" },
        });
      },
    });
    const first = await get(cache, { "accept-encoding": "br" });
    cache.dataChanged("jobs");
    const again = await get(cache, { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(renders).toBe(2);
    expect(again.status).toBe(304);
    // A render sent to one visitor only still gets its own unguessable nonce.
    const once = fakeResponse();
    await createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      render: async (_req, nonce) => new Response(page.replaceAll("NONCE", nonce), { status: 200, headers: HTML }),
    }).middleware(fakeRequest(), once.res, () => {});
    expect(once.sent.body).toContain('nonce="fresh"');
  });
});

describe("pages built from the database are kept until the data changes (decision 026)", () => {
  const marked = (kind: string, body: string) =>
    new Response(body, { status: 200, headers: { ...HTML, [PAGE_CACHE_HEADER]: kind } });

  function counting(kind: string, hearing = () => true) {
    let renders = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      hearingDataChanges: hearing,
      render: async (req) => marked(kind, `render ${++renders} of ${req.url} for ${req.headers.cookie ?? "nobody"}`),
    });
    const get = async (url: string, cookie?: string) => {
      const { res, sent } = fakeResponse();
      await cache.middleware(
        fakeRequest(url, cookie ? { cookie } : {}) as ExpressRequest,
        res,
        () => (sent.body = "passed on"),
      );
      return sent.body;
    };
    return { cache, get, renders: () => renders };
  }

  it("keeps a data page per URL, query included, for signed-out visitors, until a change of the data", async () => {
    const { cache, get, renders } = counting("data");
    const first = await get("/community/jobs?q=engineer");
    expect(await get("/community/jobs?q=engineer")).toBe(first);
    expect(await get("/community/jobs?q=driller")).not.toBe(first);
    expect(renders()).toBe(2);
    cache.dataChanged("jobs");
    expect(await get("/community/jobs?q=engineer")).not.toBe(first);
    expect(renders()).toBe(3);
  });

  it("renders a data page for each signed-in visitor (their view has their own forms and links)", async () => {
    const { get, renders } = counting("data");
    await get("/community/1", "geocert.session_token=abc");
    await get("/community/1", "geocert.session_token=abc");
    expect(renders()).toBe(1);
  });

  it("passes a signed-in visitor on to the streaming render once their page proved not private", async () => {
    const { get, renders } = counting("data");
    // The first signed-in request of a path shows what the page is; it is not kept for anyone.
    expect(await get("/community/1?page=2", "geocert.session_token=a")).toContain("render 1");
    // From then on the path's signed-in requests skip the cache (no buffering, the page streams).
    expect(await get("/community/1", "geocert.session_token=b")).toBe("passed on");
    expect(await get("/community/1?page=3", "geocert.session_token=a")).toBe("passed on");
    expect(renders()).toBe(1);
    // Signed-out visitors still get the kept page.
    await get("/community/1");
    await get("/community/1");
    expect(renders()).toBe(2);
    // A private page's path keeps going through the cache.
    const own = counting("private");
    await own.get("/account", "geocert.session_token=a");
    await own.get("/account", "geocert.session_token=b");
    await own.get("/account", "geocert.session_token=b");
    expect(own.renders()).toBe(2);
  });

  it("keeps a private page for its own session only", async () => {
    const { get, renders } = counting("private");
    const mine = await get("/account", "geocert.session_token=mine; site_authenticated=x");
    expect(await get("/account", "geocert.session_token=mine; site_authenticated=x")).toBe(mine);
    const theirs = await get("/account", "geocert.session_token=theirs; site_authenticated=x");
    expect(theirs).not.toBe(mine);
    expect(theirs).toContain("theirs");
    expect(await get("/account")).not.toBe(mine);
    expect(renders()).toBe(3);
  });

  it("drops private pages on a sign-in or sign-out elsewhere, data pages only on a change of what they show", async () => {
    const data = counting("data");
    await data.get("/community/1");
    data.cache.dataChanged("sessions");
    await data.get("/community/1");
    expect(data.renders()).toBe(1);
    const own = counting("private");
    await own.get("/account", "geocert.session_token=mine");
    own.cache.dataChanged("sessions");
    await own.get("/account", "geocert.session_token=mine");
    expect(own.renders()).toBe(2);
  });

  it("does not keep a render that began before a change of the data (it may show the old data)", async () => {
    let release: () => void = () => {};
    let renders = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      hearingDataChanges: () => true,
      render: () =>
        new Promise<Response>((resolve) => {
          renders += 1;
          release = () => resolve(marked("data", `render ${renders}`));
        }),
    });
    const first = fakeResponse();
    const pending = cache.middleware(fakeRequest("/community/1"), first.res, () => {});
    await settle();
    cache.dataChanged("forum_posts");
    release();
    await pending;
    expect(first.sent.body).toBe("render 1");
    expect(cache.size()).toBe(0);
  });

  it("keeps no data or private page while changes of the data cannot be heard", async () => {
    let hearing = false;
    const { get, renders } = counting("data", () => hearing);
    expect(await get("/community/jobs?q=a")).toBe("passed on");
    expect(await get("/community/jobs?q=a")).toBe("passed on");
    hearing = true;
    await get("/community/jobs?q=a");
    await get("/community/jobs?q=a");
    expect(renders()).toBe(1);
    // Kept while heard; once the notices stop, a kept data page is not sent any more.
    const kept = await get("/community/1");
    expect(await get("/community/1")).toBe(kept);
    hearing = false;
    expect(await get("/community/1")).not.toBe(kept);
  });

  it("never keeps a content page's mark for a signed-in visitor or a URL with a query", async () => {
    const { get, renders } = counting("shared");
    await get("/about?x=1");
    await get("/about?x=1");
    await get("/about", "geocert.session_token=abc");
    expect(await get("/about", "geocert.session_token=abc")).toBe("passed on");
    expect(renders()).toBe(3);
  });

  it("passes on a visitor with any other cookie (a flash, a draft) without looking", async () => {
    const { get, renders } = counting("data");
    expect(await get("/community/1", "toast=abc")).toBe("passed on");
    expect(await get("/community/1", "geocert.session_token=a; toast=abc")).toBe("passed on");
    expect(renders()).toBe(0);
  });
});

describe("files pass through byte for byte (a PDF certificate)", () => {
  it("sends a signed-in visitor's PDF as the bytes it was rendered as, and keeps nothing", async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0a, 0x78, 0x9c, 0xff, 0xfe, 0x80, 0x00]);
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => "en",
      hearingDataChanges: () => true,
      render: async () => new Response(pdf, { status: 200, headers: { "content-type": "application/pdf" } }),
    });
    const { res, sent } = fakeResponse();
    await cache.middleware(
      fakeRequest("/credentials/GCF-1/certificate.pdf", { cookie: "geocert.session_token=a" }),
      res,
      () => {},
    );
    expect(sent.bytes!.equals(pdf)).toBe(true);
    expect(cache.size()).toBe(0);
  });
});
