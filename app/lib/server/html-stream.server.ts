import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { deferredScriptRewrites } from "~/lib/root/deferred-scripts";

/**
 * A stream that rewrites fixed strings in a server-rendered document as it passes through,
 * including strings split across chunks (and multi-byte characters split between them).
 */
export function rewriteStream(rewrites: readonly (readonly [string, string])[]): Transform {
  const decoder = new StringDecoder("utf8");
  // What could be the start of a split match is held back until the next chunk.
  const holdBack = Math.max(...rewrites.map(([from]) => from.length)) - 1;
  const apply = (text: string) => rewrites.reduce((out, [from, to]) => out.replaceAll(from, to), text);
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending = apply(pending + (typeof chunk === "string" ? chunk : decoder.write(chunk)));
      const ready = pending.slice(0, Math.max(0, pending.length - holdBack));
      pending = pending.slice(ready.length);
      callback(null, ready.length > 0 ? ready : undefined);
    },
    flush(callback) {
      const rest = apply(pending + decoder.end());
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}

/** Holds React Router's scripts back until the page is painted (app/lib/root/deferred-scripts.ts). */
export const deferScripts = () => rewriteStream(deferredScriptRewrites);
