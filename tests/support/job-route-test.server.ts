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
