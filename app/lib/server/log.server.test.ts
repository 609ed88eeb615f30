import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogs, logger, requestIdOf, requestLogging } from "./log.server";

// Finding "nothing to operate with": bare console calls, no request ids.
describe("structured logs", () => {
  let capture: ReturnType<typeof captureLogs> | undefined;
  afterEach(() => capture?.stop());

  it("puts the request's id on every line logged while serving it, and one line per request", async () => {
    capture = captureLogs();
    const middleware = requestLogging();
    const server = http.createServer((req, res) =>
      middleware(req, res, () => {
        logger.warn("Inside the request");
        setTimeout(() => {
          logger.info({ detail: 1 }, "Later, after an await");
          res.end("ok");
        }, 5);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/auth/reset-password?token=secret-token`, {
      headers: { "X-Request-Id": "lb-7f3a" },
    });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a");
    await response.text();
    server.close();
    logger.info("Outside any request");

    await expect.poll(() => capture!.lines.length).toBeGreaterThanOrEqual(4);
    const byMessage = (msg: string) => capture!.lines.find((line) => line.msg === msg);
    expect(byMessage("Inside the request")).toMatchObject({ level: "warn", reqId: "lb-7f3a" });
    expect(byMessage("Later, after an await")).toMatchObject({ reqId: "lb-7f3a", detail: 1 });
    expect(byMessage("Outside any request")?.reqId).toBeUndefined();
    const access = capture.lines.find((line) => String(line.msg).startsWith("GET "));
    expect(access).toMatchObject({
      reqId: "lb-7f3a",
      req: { method: "GET", path: "/auth/reset-password" },
      res: { statusCode: 200 },
    });
    // Query strings (tokens) and headers (cookies) are never logged.
    expect(JSON.stringify(capture.lines)).not.toContain("secret-token");
  });

  it("accepts an incoming request id only when it looks like one", () => {
    expect(requestIdOf("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    for (const odd of ["", "<script>", "a b", "x".repeat(200), "-leading"]) {
      expect(requestIdOf(odd)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});
