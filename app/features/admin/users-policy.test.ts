import { describe, expect, it } from "vitest";
import { canChangeUser, refuseUserChange } from "./users-policy";

const admin = { id: "a1", role: "admin" as const, duties: [] };
const otherAdmin = { id: "a2", role: "admin" as const, disabled: false };

describe("users policy", () => {
  it("an admin may not change their own account", () => {
    expect(canChangeUser(admin, { id: "a1" })).toBe(false);
    expect(canChangeUser(admin, { id: "m1" })).toBe(true);
    expect(canChangeUser({ id: "p1", role: "partner", duties: [] }, { id: "m1" })).toBe(false);
    expect(refuseUserChange(admin, { ...otherAdmin, id: "a1" }, { intent: "disable" }, 3)).toBe("users.selfNotAllowed");
  });

  it("the last active admin is neither demoted nor disabled", () => {
    expect(refuseUserChange(admin, otherAdmin, { intent: "disable" }, 1)).toBe("users.lastAdmin");
    expect(refuseUserChange(admin, otherAdmin, { intent: "role", role: "member" }, 1)).toBe("users.lastAdmin");
    expect(refuseUserChange(admin, otherAdmin, { intent: "role", role: "admin" }, 1)).toBeNull();
    expect(refuseUserChange(admin, otherAdmin, { intent: "disable" }, 2)).toBeNull();
    expect(refuseUserChange(admin, { ...otherAdmin, disabled: true }, { intent: "enable" }, 1)).toBeNull();
  });
});
