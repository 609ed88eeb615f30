import { describe, expect, it } from "vitest";
import { canManageJob, canPostJob, canRunScraping, canSaveJobs } from "./policy";

const member = { id: "m", role: "member" as const, duties: [] };
const partner = { id: "p", role: "partner" as const, duties: [] };
const admin = { id: "a", role: "admin" as const, duties: [] };

describe("the jobs policy", () => {
  it("lets partners and admins post, everyone signed in save, admins run scraping", () => {
    expect([null, member, partner, admin].map(canPostJob)).toEqual([false, false, true, true]);
    expect([null, member, partner, admin].map(canSaveJobs)).toEqual([false, true, true, true]);
    expect([null, member, partner, admin].map(canRunScraping)).toEqual([false, false, false, true]);
  });

  it("lets a partner manage their own postings and an admin any job", () => {
    expect(canManageJob(partner, { postedBy: "p" })).toBe(true);
    expect(canManageJob(partner, { postedBy: "other" })).toBe(false);
    expect(canManageJob({ id: "m", role: "member", duties: [] }, { postedBy: "m" })).toBe(false);
    expect(canManageJob(admin, { postedBy: null })).toBe(true);
    expect(canManageJob(null, { postedBy: null })).toBe(false);
  });
});
