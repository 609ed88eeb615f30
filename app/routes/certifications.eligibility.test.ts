import { describe, expect, it } from "vitest";
import { routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { loader } from "./certifications.eligibility";

const t = setupRouteTests();

const check = (query: string) =>
  loader(routeArgs({ request: t.get(`/certifications/eligibility?${query}`), params: {}, context: t.context() }));

describe("/certifications/eligibility", () => {
  it("gives every level's verdict for readable answers", async () => {
    const page = await check("education=bachelor&experienceYears=4&trainingHours=0");
    expect(page.problems).toEqual([]);
    expect(page.results?.find((r) => r.level === "professional")?.outcome).toBe("eligible");
  });

  it("names a number it cannot read, keeps what was typed, and gives no verdict rather than read it as 0", async () => {
    const page = await check("education=bachelor&experienceYears=four&trainingHours=-3");
    expect(page.results).toBeNull();
    expect(page.problems).toEqual([
      { field: "experienceYears", message: "errors.checkYears", max: 80, typed: "four" },
      { field: "trainingHours", message: "errors.checkHours", max: 10_000, typed: "-3" },
    ]);
    expect((await check("education=none&experienceYears=2.5")).problems.map((p) => p.field)).toEqual([
      "experienceYears",
    ]);
  });

  it("shows the empty form before anything is sent", async () => {
    const page = await check("");
    expect(page.answers).toBeNull();
    expect(page.results).toBeNull();
  });
});
