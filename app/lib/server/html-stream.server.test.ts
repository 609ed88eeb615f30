import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "../root/deferred-scripts";
import { deferScripts, rewriteStream } from "./html-stream.server";

const run = (chunks: (string | Buffer)[], stream = deferScripts()) => text(Readable.from(chunks).pipe(stream));

describe("deferScripts", () => {
  it("makes React Router's preloads and module script inert, and nothing else", async () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
      '<body><script type="application/ld+json">{}</script><script>window.x=1</script>' +
      '<script nonce="n" type="module" async="">import "/a.js";</script></body>';
    expect(await run([html])).toBe(
      `<head><link rel="${DEFERRED_PRELOAD_REL}" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>` +
        '<body><script type="application/ld+json">{}</script><script>window.x=1</script>' +
        `<script nonce="n" type="${DEFERRED_MODULE_TYPE}" async="">import "/a.js";</script></body>`,
    );
  });

  it("finds a tag split across chunks, at any point", async () => {
    const html = 'x<link rel="modulepreload" href="/a.js"/><script type="module" async="">1</script>y';
    const expected = await run([html]);
    for (let cut = 1; cut < html.length; cut++) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  it("keeps multi-byte text intact when a character is split between chunks", async () => {
    const bytes = Buffer.from("<p>Þjónusta · 日本語</p>");
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)], rewriteStream([["<link", "<LINK"]]))).toBe(
        "<p>Þjónusta · 日本語</p>",
      );
    }
  });
});
