import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";
import { createPageCache } from "./page-cache";

/** A GET of `path` by a visitor with no cookies, as the middleware sees it. */
function fakeRequest(path = "/") {
  return { method: "GET", url: path, path, headers: {} } as unknown as ExpressRequest;
}

/** Collects what the middleware sends. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: "" };
  const res = {
    locals: { cspNonce: "fresh" },
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
    },
    send(body: string) {
      sent.body = body;
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
