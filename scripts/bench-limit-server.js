// The benchmark's limit: the bytes of one page, compressed once, served by a plain Node http server in
// its own process (so the load generator does not share its event loop). `node bench-limit-server.js
// <port> <file.html>` prints "ready" once listening.
import http from "node:http";
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const [port, file] = process.argv.slice(2);
const identity = readFileSync(file);
const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = gzipSync(identity, { level: 9 });
http
  .createServer((req, res) => {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ["br", br]
      : /\bgzip\b/.test(accepted)
        ? ["gzip", gzip]
        : [null, identity];
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(body);
  })
  .listen(Number(port), () => console.log("ready"));
