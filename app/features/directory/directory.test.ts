import { describe, expect, it } from "vitest";
import { directorySearchSchema, publicEntry, verifyHref, type StoredDirectoryProfile } from "./directory";

const profile: StoredDirectoryProfile = {
  userId: "u1",
  name: "Ada M. Field",
  country: "Kenya",
  city: "Naivasha",
  level: "senior",
  domains: ["drillingOperations"],
  employer: "Secret Drilling Ltd.",
  bio: "Hello",
  languages: ["en", "sw"],
  showCountry: true,
  showCity: false,
  showLevel: true,
  showDomains: false,
  showEmployer: false,
  showBio: true,
  showLanguages: true,
  credentialId: null,
};

describe("publicEntry", () => {
  it("keeps the name and only the fields shown; hidden ones are not even named", () => {
    const entry = publicEntry(profile);
    expect(entry).toEqual({
      id: "u1",
      name: "Ada M. Field",
      country: "Kenya",
      level: "senior",
      bio: "Hello",
      languages: ["en", "sw"],
    });
    expect(JSON.stringify(entry)).not.toContain("Secret");
    expect(JSON.stringify(entry)).not.toContain("Naivasha");
  });

  it("links the verified mark to the live check with the id and last name", () => {
    expect(publicEntry({ ...profile, credentialId: "GC-2026-0042" }).verifyHref).toBe(
      "/partners/verify?id=GC-2026-0042&name=Field",
    );
    expect(verifyHref("X1", "Ayşe Kaplan")).toBe("/partners/verify?id=X1&name=Kaplan");
  });
});

describe("directorySearchSchema", () => {
  it("ignores bad values instead of failing", () => {
    expect(directorySearchSchema.parse({ level: "wizard", domain: "x", page: "-3", q: "a".repeat(500) })).toEqual({
      q: "",
      country: "",
      level: undefined,
      domain: undefined,
      page: 1,
    });
  });
});
