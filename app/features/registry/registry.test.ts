import { describe, expect, it } from "vitest";
import { demoCredentials } from "~/features/registry/seed.server";
import { validityFrom } from "~/content/cpd-rule";
import { parseCredentialId } from "./credential-id";
import { credentialInputSchema, effectiveStatus, lookupSchema, nameKey, sameSurname } from "./registry";

describe("registry rules", () => {
  it("compares surnames without case, accents, spaces or punctuation", () => {
    expect(nameKey("Þórsdóttir")).toBe("thorsdottir");
    expect(sameSurname("Yılmaz", "YILMAZ")).toBe(true);
    expect(sameSurname("O’Brien", "obrien")).toBe(true);
    expect(sameSurname("Hernández López", "hernandez-lopez")).toBe(true);
    expect(sameSurname("Kamau", "Kamao")).toBe(false);
    expect(sameSurname("Kamau", "  ")).toBe(false);
  });

  it("reads an active credential past its expiry date as expired", () => {
    expect(effectiveStatus({ status: "active", expiresOn: "2026-11-26" }, "2026-11-26")).toBe("valid");
    expect(effectiveStatus({ status: "active", expiresOn: "2026-11-25" }, "2026-11-26")).toBe("expired");
    expect(effectiveStatus({ status: "suspended", expiresOn: "2020-01-01" }, "2026-11-26")).toBe("suspended");
    expect(effectiveStatus({ status: "revoked", expiresOn: "2030-01-01" }, "2026-11-26")).toBe("revoked");
  });

  it("validates a lookup: the check character first, then the name", () => {
    expect(lookupSchema.safeParse({ id: "GCF-2026-T7QS-3J", name: "Kamau" }).success).toBe(true);
    const typo = lookupSchema.safeParse({ id: "GCF-2026-T7SQ-3J", name: "Kamau" });
    expect(typo.success ? null : typo.error.issues[0]?.message).toBe("errors.idCheck");
  });

  it("refuses credentials that expire before they are issued", () => {
    const parsed = credentialInputSchema.safeParse({
      givenNames: "A",
      lastName: "B",
      level: "expert",
      domains: ["riskAssessment"],
      issuedOn: "2026-01-01",
      expiresOn: "2025-01-01",
    });
    expect(parsed.success ? null : parsed.error.issues[0]?.path).toEqual(["expiresOn"]);
  });

  it("takes the validity from the rule: another expiry date needs a stated reason", () => {
    const base = {
      givenNames: "A",
      lastName: "B",
      level: "expert",
      domains: ["riskAssessment"],
      issuedOn: "2026-01-31",
    };
    const rule = validityFrom("2026-01-31").expiresOn;
    const issue = (extra: Record<string, string>) => credentialInputSchema.safeParse({ ...base, ...extra });
    // Empty: the rule's; the rule's date typed out: no reason needed.
    expect(issue({ expiresOn: "" }).success).toBe(true);
    expect(issue({ expiresOn: rule }).success).toBe(true);
    const longer = issue({ expiresOn: "2031-01-31" });
    expect(longer.success ? null : longer.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["validityReason"], "errors.validityReason"],
    ]);
    expect(issue({ expiresOn: "2031-01-31", validityReason: "Board decision of 12 January" }).success).toBe(true);
    expect(issue({ expiresOn: "2031-01-31", validityReason: "x".repeat(501) }).success).toBe(false);
  });

  it("seeds the same valid demo ids every time (the README and browser tests use them)", () => {
    expect(demoCredentials.length).toBeGreaterThanOrEqual(36);
    for (const credential of demoCredentials) expect(parseCredentialId(credential.id).ok).toBe(true);
    const byName = Object.fromEntries(demoCredentials.map((c) => [c.lastName, c.id]));
    expect(byName).toMatchObject({
      Kamau: "GCF-2026-T7QS-3J",
      Þórsdóttir: "GCF-2025-2SMF-QN",
      Mensah: "GCF-2022-DWKX-DC",
      Fallow: "GCF-2024-B5K7-5F",
      Sigurðsson: "GCF-2024-7XXN-9T",
    });
    const statuses = new Set(demoCredentials.map((c) => c.status ?? "active"));
    expect([...statuses].sort()).toEqual(["active", "expired", "revoked", "suspended"]);
  });
});
