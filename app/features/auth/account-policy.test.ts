import { describe, expect, it } from "vitest";
import { isLastAdmin, mayDeleteOwnAccount } from "./account-policy";

describe("account policy", () => {
  it("lets members, partners and one admin of several delete their account", () => {
    expect(mayDeleteOwnAccount({ id: "m", role: "member", duties: [] }, 1)).toBe(true);
    expect(mayDeleteOwnAccount({ id: "p", role: "partner", duties: [] }, 0)).toBe(true);
    expect(mayDeleteOwnAccount({ id: "a", role: "admin", duties: [] }, 2)).toBe(true);
  });

  it("keeps the last active administrator, and nobody signed out deletes anything", () => {
    expect(mayDeleteOwnAccount({ id: "a", role: "admin", duties: [] }, 1)).toBe(false);
    expect(isLastAdmin("admin", 1)).toBe(true);
    expect(isLastAdmin("member", 1)).toBe(false);
    expect(mayDeleteOwnAccount(null, 5)).toBe(false);
  });
});
