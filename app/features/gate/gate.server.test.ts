import { describe, expect, it } from "vitest";
import {
  createGateToken,
  deriveGateKey,
  gateCookieHeader,
  passwordMatches,
  readGateCookie,
  verifyGateToken,
} from "./gate.server";

const key = deriveGateKey("server-secret", "Geyser-42");

describe("gate token", () => {
  it("verifies a token it signed", () => {
    expect(verifyGateToken(key, createGateToken(key))).toBe(true);
  });

  it("rejects a token signed for another password or secret", () => {
    const other = deriveGateKey("server-secret", "another");
    const otherSecret = deriveGateKey("other-secret", "Geyser-42");
    expect(verifyGateToken(key, createGateToken(other))).toBe(false);
    expect(verifyGateToken(key, createGateToken(otherSecret))).toBe(false);
  });

  it("rejects forged, truncated and empty values", () => {
    const token = createGateToken(key);
    expect(verifyGateToken(key, "true")).toBe(false);
    expect(verifyGateToken(key, token.slice(0, -2))).toBe(false);
    expect(verifyGateToken(key, `false.${token.split(".")[1]}`)).toBe(false);
    expect(verifyGateToken(key, "")).toBe(false);
    expect(verifyGateToken(key, undefined)).toBe(false);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie named site_authenticated", () => {
    const header = gateCookieHeader(key, false);
    expect(header).toMatch(/^site_authenticated=true\./);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toMatch(/Max-Age|Expires/i);
    expect(gateCookieHeader(key, true)).toContain("Secure");
    const value = readGateCookie(`a=1; ${header.split(";")[0]}`);
    expect(verifyGateToken(key, value)).toBe(true);
  });
});

describe("passwordMatches", () => {
  it("is exact and case-sensitive", () => {
    expect(passwordMatches("Geyser-42", "Geyser-42")).toBe(true);
    expect(passwordMatches("geyser-42", "Geyser-42")).toBe(false);
    expect(passwordMatches("Geyser-42 ", "Geyser-42")).toBe(false);
    expect(passwordMatches("", "Geyser-42")).toBe(false);
  });
});
