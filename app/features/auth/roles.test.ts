import { describe, expect, it } from "vitest";
import { hasRole, isRole } from "./roles";

describe("roles", () => {
  it("admins may use everything; others only what names them", () => {
    expect(hasRole("admin", ["partner"])).toBe(true);
    expect(hasRole("partner", ["partner"])).toBe(true);
    expect(hasRole("member", ["partner"])).toBe(false);
    expect(hasRole("partner", ["admin"])).toBe(false);
    expect(hasRole(null, ["member"])).toBe(false);
  });
  it("staff is a role of its own: not a partner, not an admin", () => {
    expect(hasRole("staff", ["staff"])).toBe(true);
    expect(hasRole("staff", ["partner"])).toBe(false);
    expect(hasRole("staff", ["admin"])).toBe(false);
    expect(hasRole("admin", ["staff"])).toBe(true);
  });
  it("knows only its four roles", () => {
    expect(isRole("member")).toBe(true);
    expect(isRole("staff")).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
