import { describe, expect, it } from "vitest";
import { linkedInAddUrl } from "./linkedin";

const base = {
  name: "Certified Geothermal Professional",
  organisationName: "GeoCert",
  issuedOn: "2025-03-14",
  expiresOn: "2028-03-13",
  credentialId: "GCF-2025-7KQ4-XM",
  url: "https://geocert.example/partners/verify?id=GCF-2025-7KQ4-XM",
};

describe("linkedInAddUrl", () => {
  it("fills LinkedIn's add-certification form", () => {
    const url = new URL(linkedInAddUrl(base));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Certified Geothermal Professional",
      organizationName: "GeoCert",
      issueYear: "2025",
      issueMonth: "3",
      expirationYear: "2028",
      expirationMonth: "3",
      certUrl: "https://geocert.example/partners/verify?id=GCF-2025-7KQ4-XM",
      certId: "GCF-2025-7KQ4-XM",
    });
  });

  it("encodes every value (ampersands, spaces, non-Latin names)", () => {
    const url = linkedInAddUrl({ ...base, name: "Geothermal & Co. 地熱", url: "https://x.example/a?b=1&c=2" });
    expect(url).not.toContain(" ");
    const params = new URL(url).searchParams;
    expect(params.get("name")).toBe("Geothermal & Co. 地熱");
    expect(params.get("certUrl")).toBe("https://x.example/a?b=1&c=2");
  });

  it("leaves the expiry out for a credential that does not expire", () => {
    const params = new URL(linkedInAddUrl({ ...base, expiresOn: null })).searchParams;
    expect(params.has("expirationYear")).toBe(false);
    expect(params.has("expirationMonth")).toBe(false);
    expect(params.get("issueMonth")).toBe("3");
  });

  it("refuses a date that is not ISO", () => {
    expect(() => linkedInAddUrl({ ...base, issuedOn: "14/03/2025" })).toThrow();
  });
});
