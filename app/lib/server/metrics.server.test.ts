import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { metricsRegistry, registerDatabaseMetrics, routeLabeler } from "./metrics.server";

describe("metrics", () => {
  const t = setupTestDatabase();

  it("labels requests by React Router route id, never by raw path", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/_index": { id: "routes/_index", parentId: "root", index: true },
      "routes/news.$slug": { id: "routes/news.$slug", parentId: "root", path: "news/:slug" },
      "routes/community.$id": { id: "routes/community.$id", parentId: "root", path: "community/:id" },
    };
    const label = routeLabeler({ routes });
    expect(label("/")).toBe("routes/_index");
    expect(label("/news/geothermal-week")).toBe("routes/news.$slug");
    expect(label("/community/3f2a9c1e-0000-4000-8000-000000000000.data")).toBe("routes/community.$id");
    expect(label("/_root.data")).toBe("routes/_index");
    expect(label("/assets/app-1234.js")).toBe("assets");
    expect(label("/readyz")).toBe("readyz");
    expect(label("/no/such/page/42")).toBe("unmatched");
  });

  it("scrapes the pool and outbox gauges, whether or not the outbox table exists", async () => {
    registerDatabaseMetrics({ db: t.db, poolStats: () => ({ total: 3, idle: 2, waiting: 0 }) });
    const text = await metricsRegistry.metrics();
    expect(text).toContain('db_pool_connections{state="total"} 3');
    expect(text).toContain('db_pool_connections{state="idle"} 2');
    expect(text).toContain("# TYPE mail_outbox_messages gauge");
    expect(text).toContain("# TYPE job_source_runs_total counter");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
