import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatePassword, resolveSitePassword } from "./site-password.server";

describe("resolveSitePassword", () => {
  it("prefers SITE_PASSWORD", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pw-"));
    expect(resolveSitePassword("Secret!", dir)).toEqual({ password: "Secret!", source: "env" });
  });

  it("generates once, saves it for the owner only, and reads it back", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pw-")), "nested", "data");
    const first = resolveSitePassword(undefined, dir);
    expect(first.source).toBe("generated");
    expect(first.password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(readFileSync(first.file!, "utf8").trim()).toBe(first.password);
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);
    const second = resolveSitePassword(undefined, dir);
    expect(second).toMatchObject({ password: first.password, source: "file" });
  });

  it("makes different passwords", () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
