import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import type { AppContext } from "~/lib/server/app-context.server";
import { createRateLimits } from "~/lib/server/rate-limit.server";
import { handleNewsletterForm } from "./newsletter-action.server";

const database = setupTestDatabase();

async function signUp(context: AppContext, email: string, clientIp: string) {
  const request = new Request("http://localhost/", { method: "POST", body: new URLSearchParams({ email }) });
  const reply = (await handleNewsletterForm(request, { ...context, clientIp })) as unknown as {
    data: unknown;
    init?: { status?: number };
  };
  return { status: reply.init?.status, body: reply.data };
}

describe("newsletter sign-up", () => {
  it("gives the same answer for a new, a subscribed and an unsubscribed address", async () => {
    const context = { db: database.db, rateLimits: createRateLimits(database.db) } as unknown as AppContext;
    const fresh = await signUp(context, "new@example.org", "192.0.2.1");
    expect(fresh).toEqual({
      status: 200,
      body: { ok: true, email: "", fieldError: false, message: "newsletter.success" },
    });
    // Already subscribed: nothing tells it apart.
    expect(await signUp(context, "new@example.org", "192.0.2.2")).toEqual(fresh);
    // Unsubscribed earlier: subscribed again, with the same answer.
    await database.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, "new@example.org"));
    expect(await signUp(context, "new@example.org", "192.0.2.3")).toEqual(fresh);
    const [row] = await database.db.select().from(newsletterSubscriptions);
    expect(row?.unsubscribedAt).toBeNull();
  });
});
