import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `drain` listeners of a response that can be removed again. The compression middleware sends
 * `res.on("drain")` to its zlib stream but leaves `off`/`removeListener` on the response, so a
 * listener added with `once` (React Router's writer waits so after each write that returned false)
 * or removed with `off` stayed on the stream: "11 drain listeners added to [BrotliCompress]", and a
 * long response piled them up (expressjs/compression#135, still open). Mounted right after
 * compression: the response's `drain` listeners live in an emitter of its own, fed by one listener
 * given to compression (its stream's `drain`, or the response's when it does not compress).
 */
export function drainListeners(_req: Request, res: Response, next: NextFunction) {
  const drains = new EventEmitter();
  const compressionOn = res.on;
  let fed = false;
  const feed = () => {
    if (fed) return;
    fed = true;
    compressionOn.call(res, "drain", (...args: unknown[]) => drains.emit("drain", ...args));
  };
  const original = {
    on: res.on,
    addListener: res.addListener,
    prependListener: res.prependListener,
    off: res.off,
    removeListener: res.removeListener,
  };
  const adding = (method: "on" | "addListener" | "prependListener") =>
    function (this: Response, event: string | symbol, listener: Listener) {
      if (event !== "drain") return original[method].call(this, event, listener);
      feed();
      drains[method]("drain", listener);
      return this;
    };
  const removing = (method: "off" | "removeListener") =>
    function (this: Response, event: string | symbol, listener: Listener) {
      if (event !== "drain") return original[method].call(this, event, listener);
      drains.removeListener("drain", listener);
      return this;
    };
  res.on = adding("on") as Response["on"];
  res.addListener = adding("addListener") as Response["addListener"];
  res.prependListener = adding("prependListener") as Response["prependListener"];
  res.off = removing("off") as Response["off"];
  res.removeListener = removing("removeListener") as Response["removeListener"];
  next();
}
