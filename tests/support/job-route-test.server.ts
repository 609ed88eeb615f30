import { readFlash } from "../../app/lib/forms/flash.server";
import { getAppContext } from "../../app/lib/server/app-context.server";
import { SITE, type RouteOutcome, type setupRouteTests } from "./route-test.server";

type RouteTests = ReturnType<typeof setupRouteTests>;

/** The flash a redirect left (its text in English and the form it is for), as the next page reads it. */
export function flashOf(t: RouteTests, out: RouteOutcome) {
  const cookie = out.headers
    .getSetCookie()
    .find((c) => c.startsWith("toast="))
    ?.split(";")[0];
  if (!cookie) return null;
  const request = new Request(SITE, { headers: { cookie } });
  return readFlash(request, getAppContext(t.context()).gateKey, "en").flash;
}

/** The job form as a browser sends it: every field, the ticked domains repeated. */
export function jobFormFields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    title: "Geothermal Well Integrity Engineer",
    organisation: "Hekla Drilling Ltd.",
    country: "IS",
    city: "Reykjanesbær",
    workplace: "hybrid",
    type: "full-time",
    level: "",
    domains: ["drillingOperations", "reservoirEngineering"],
    salaryMin: "10000000",
    salaryMax: "14000000",
    salaryCurrency: "ISK",
    description: "Keep our geothermal wells safe: casing inspections, cement logs.",
    applyUrl: "",
    applyEmail: "wells@example.org",
    expiresInDays: "30",
    ...overrides,
  };
}
