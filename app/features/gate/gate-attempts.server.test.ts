import { describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createLoadContext, type AppContext } from "~/lib/server/app-context.server";
import { createRateLimits, type RateLimits } from "~/lib/server/rate-limit.server";
import type * as GateModule from "~/features/gate/gate.server";
import { action } from "~/routes/access";

// Counts how many passwords the gate compares.
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/features/gate/gate.server", async (importOriginal) => {
  const original = await importOriginal<typeof GateModule>();
  return {
    ...original,
    passwordMatches: (given: string, expected: string) => {
      compared.count++;
      return original.passwordMatches(given, expected);
    },
  };
});

const database = setupTestDatabase();
const PASSWORD = "Geyser-42!";

function attempt(limits: RateLimits, clientIp: string, password: string) {
  const context = createLoadContext({
    config: { gateEnabled: true, sitePassword: PASSWORD, siteUrl: "http://localhost" },
    gateKey: Buffer.alloc(32, 1),
    rateLimits: limits,
    clientIp,
  } as unknown as AppContext);
  const request = new Request("http://localhost/access", { method: "POST", body: new URLSearchParams({ password }) });
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]).then(
    (reply) => (reply as { init?: { status?: number } }).init?.status ?? 200,
    (thrown: unknown) => (thrown instanceof Response ? thrown.status : Promise.reject(thrown)),
  );
}

describe("gate attempts", () => {
  it("compares at most 10 passwords of one client, even sent in parallel to two instances", async () => {
    compared.count = 0;
    const instances = [createRateLimits(database.db), createRateLimits(database.db)];
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(instances[i % 2]!, "203.0.113.7", `wrong-${i}`)),
    );
    expect(compared.count).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(compared.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - compared.count);
    // Over the limit, even the right password waits; another client is not affected.
    expect(await attempt(instances[0]!, "203.0.113.7", PASSWORD)).toBe(429);
    expect(await attempt(instances[1]!, "203.0.113.8", PASSWORD)).toBe(302);
  });

  it("a correct password does not use up the client's attempts", async () => {
    const limits = createRateLimits(database.db);
    for (let i = 0; i < 12; i++) expect(await attempt(limits, "203.0.113.9", PASSWORD)).toBe(302);
    for (let i = 0; i < 10; i++) expect(await attempt(limits, "203.0.113.9", "wrong")).toBe(401);
    expect(await attempt(limits, "203.0.113.9", "wrong")).toBe(429);
  });
});
