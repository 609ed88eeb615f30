import { describe, expect, it } from "vitest";
import { samePage, signInPath } from "./paths";

describe("paths", () => {
  it("keeps a request's path and query, never its origin", () => {
    expect(samePage(new Request("https://geocert.example/admin/mail?page=2&q=a%20b#x"))).toBe(
      "/admin/mail?page=2&q=a%20b",
    );
  });
  it("sends to sign-in with the way back encoded", () => {
    expect(signInPath("/community/jobs?country=IS&page=2")).toBe(
      "/auth?next=%2Fcommunity%2Fjobs%3Fcountry%3DIS%26page%3D2",
    );
  });
});
