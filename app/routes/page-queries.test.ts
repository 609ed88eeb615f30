import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumDiscussions } from "~/db/schema";
import { seedDemoData } from "~/lib/server/demo-data.server";
import { loadRootData } from "~/lib/root/root-data.server";
import { countQueries } from "../../tests/support/query-count";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { loader as account } from "./account";
import { loader as certification } from "./account.certification";
import { loader as cpd } from "./account.cpd";
import { loader as credentials } from "./account.credentials";
import { loader as discussion } from "./community.$id";

const t = setupRouteTests();

type Loader = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

/**
 * The statements a signed-in member's page sends: the root's (session, user, the header's counts) and the
 * page's loader's. Each page reads a fixed handful however many rows it lists (no query per row); the
 * budgets are today's counts, measured on the demo data (docs/decisions/056-render-cost.md).
 */
describe("queries per signed-in page", () => {
  it("stay a few on the discussion, account, CPD, credentials and certification pages", async () => {
    await seedDemoData(t.db);
    const cookie = await t.signIn("member@example.org", "GeoCert-member-2026");
    const [long] = await t.db
      .select({ id: forumDiscussions.id })
      .from(forumDiscussions)
      .where(sql`${forumDiscussions.title} ilike ${"%silica%"}`)
      .limit(1);
    const pages: Array<[string, Loader, Record<string, string>, number]> = [
      [`/community/${long!.id}`, discussion as unknown as Loader, { id: long!.id }, 10],
      ["/account", account as Loader, {}, 7],
      ["/account/cpd", cpd as Loader, {}, 6],
      ["/account/credentials", credentials as Loader, {}, 6],
      ["/account/certification", certification as Loader, {}, 9],
    ];
    const counted: Record<string, number> = {};
    const budgets: Record<string, number> = {};
    for (const [path, loader, params, budget] of pages) {
      const { result, queries } = await countQueries(t.db, async () => {
        const context = t.context();
        const request = t.get(path, cookie);
        await loadRootData(request, context);
        return outcomeOf(() => loader(routeArgs({ request, params, context })));
      });
      expect(result.status, path).toBe(200);
      counted[path] = queries.length;
      budgets[path] = budget;
    }
    for (const path of Object.keys(counted)) expect(counted[path], path).toBeLessThanOrEqual(budgets[path]!);
  }, 60_000);
});
