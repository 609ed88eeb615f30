import { describe, expect, it } from "vitest";
import { consume, createRateLimits, secondsUntilAllowed } from "./rate-limit.server";

describe("rate limits", () => {
  it("allows 10 wrong gate passwords a minute per client, then asks to wait", async () => {
    const { gate } = createRateLimits();
    for (let i = 0; i < 10; i++) expect(await consume(gate, "1.2.3.4")).toBe(0);
    expect(await secondsUntilAllowed(gate, "1.2.3.4")).toBeGreaterThan(0);
    expect(await consume(gate, "1.2.3.4")).toBeGreaterThan(0);
    // Another client is not affected.
    expect(await secondsUntilAllowed(gate, "5.6.7.8")).toBe(0);
  });
});
