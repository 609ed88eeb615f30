import compression from "compression";
import express from "express";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { drainListeners } from "./drain-listeners";

/**
 * React Router's writer waits for `drain` with `once` and removes its listener with `off` after each
 * write that returned false. The compression middleware sends `on("drain")` to its zlib stream but
 * not `off`, so every wait left a listener there: "11 drain listeners added to [BrotliCompress]" in
 * the server's log, and a long response (a CSV export) piled up hundreds (expressjs/compression#135).
 */
async function serveBackpressured(withFix: boolean) {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withFix) app.use(drainListeners);
  let most = 0;
  let waits = 0;
  let zlibStream: NodeJS.EventEmitter | null = null;
  app.get("/", async (_req, res) => {
    res.setHeader("Content-Type", "text/plain");
    // Listeners are called on their emitter: the zlib stream (compression alone) or the response's own
    // emitter of drain listeners (with the fix).
    res.on("drain", function (this: NodeJS.EventEmitter) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the emitter is what the test measures
      zlibStream = this;
    });
    // Incompressible bytes, so the compressed stream fills and writes return false.
    const chunk = Buffer.from(Array.from({ length: 64 * 1024 }, () => Math.floor(Math.random() * 256)));
    for (let i = 0; i < 64; i += 1) {
      if (!res.write(chunk)) {
        waits += 1;
        const onDrain = () => {};
        await new Promise<void>((resolve) => {
          res.once("drain", resolve);
          res.once("drain", onDrain);
        });
        res.off("drain", onDrain);
        if (zlibStream) most = Math.max(most, zlibStream.listenerCount("drain"));
      }
    }
    res.end();
  });
  const server = app.listen(0);
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  // A slow reader: the socket fills, so the compressed stream fills too.
  await new Promise<void>((resolve, reject) => {
    get({ port, path: "/", headers: { "accept-encoding": "gzip" } }, (response) => {
      response.on("data", () => {
        response.pause();
        setTimeout(() => response.resume(), 1);
      });
      response.on("end", resolve);
    }).on("error", reject);
  });
  server.close();
  return { most, waits };
}

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

describe("drain listeners under compression", () => {
  it("a response that waits for drain many times leaves no listener behind and warns of no leak", async () => {
    process.on("warning", onWarning);
    const { most, waits } = await serveBackpressured(true);
    expect(waits).toBeGreaterThan(11);
    expect(most).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
  });
});
