import type { NextFunction, Request, Response } from "express";

/** A response's writes are passed on at once past this many bytes (the caller then sees backpressure). */
const MOST_HELD = 64 * 1024;

type Callback = (error?: Error | null) => void;
/** The response as compression leaves it: with `flush`, when compression is mounted before. */
type Flushable = Response & { flush?: () => void };

/**
 * A response's writes within one tick of the event loop reach the compression middleware in writes of
 * up to 64 KB and at most one flush. React's server renderer writes a page in 2 KB pieces, and React Router's
 * writer calls `res.flush()` after each: compression then made its zlib stream flush for every piece,
 * and brotli paid its cost per block: 140 KB in 2 KB writes took 4.2 ms of brotli (quality 3) against
 * 0.8 ms in one write, and the signed-in discussion's requests ~2 ms of main-thread CPU more (decision 026).
 *
 * Streaming stays: what a tick wrote goes out at the end of that tick (`setImmediate`), so a part
 * rendered later (a deferred section) is sent when it is ready, as before. Past MOST_HELD bytes the
 * writes go through at once and the caller gets compression's answer (backpressure). An `end`
 * sends what is held first. Mounted after compression (and drainListeners), so its `res.write`,
 * `res.end` and `res.flush` are the ones callers see.
 */
export function coalesceWrites(_req: Request, res: Response, next: NextFunction) {
  const response = res as Flushable;
  const write = response.write as (this: Response, chunk: Buffer, callback: Callback) => boolean;
  const end = response.end;
  const flush = response.flush;
  let held: Buffer[] = [];
  let size = 0;
  let callbacks: Callback[] = [];
  let flushWanted = false;
  let scheduled = false;

  /** Passes on what is held as one write; compression's answer (false: wait for drain). */
  const pass = (): boolean => {
    if (size === 0) return true;
    const chunk = held.length === 1 ? held[0]! : Buffer.concat(held, size);
    const done = callbacks;
    held = [];
    size = 0;
    callbacks = [];
    if (response.destroyed || response.writableEnded) {
      const closed = new Error("The response was closed before these bytes were written");
      queueMicrotask(() => done.forEach((callback) => callback(closed)));
      return false;
    }
    return write.call(response, chunk, (error?: Error | null) => done.forEach((callback) => callback(error)));
  };
  /** The end of a tick: what it wrote, then one flush if a caller asked for one. */
  const endOfTick = () => {
    scheduled = false;
    pass();
    if (flushWanted && !response.writableEnded) flush?.call(response);
    flushWanted = false;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(endOfTick);
  };
  const bytesOf = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
    typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk as Uint8Array);

  response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    const bytes = bytesOf(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
    held.push(bytes);
    size += bytes.length;
    if (done) callbacks.push(done);
    schedule();
    return size >= MOST_HELD ? pass() : true;
  } as Response["write"];

  // Without compression before it (a test app), there is nothing to flush: the end of the tick writes.
  response.flush = () => {
    flushWanted = true;
    schedule();
  };

  response.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    pass();
    flushWanted = false;
    return end.call(this, chunk as never, encoding as never, callback as never);
  } as Response["end"];

  next();
}
