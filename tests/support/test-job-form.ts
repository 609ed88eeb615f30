import type { JobFormInput } from "../../app/features/jobs/jobs";

/** A valid job form for tests (a fictional onsite job in Reykjavík): a test overrides only what it is about. */
export function testJobForm(overrides: Partial<JobFormInput> = {}): JobFormInput {
  return {
    title: "Drilling Engineer",
    organisation: "Fictional Drilling",
    country: "IS",
    city: "Reykjavík",
    workplace: "onsite",
    type: "full-time",
    level: "professional",
    domains: ["drillingOperations"],
    salaryMin: "",
    salaryMax: "",
    salaryCurrency: "",
    description: "A fictional job for the tests of the board.",
    applyUrl: "https://example.org/apply",
    applyEmail: "",
    expiresInDays: 30,
    ...overrides,
  };
}
