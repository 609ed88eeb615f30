import { describe, expect, it } from "vitest";
import { headerActionFor } from "./header-action";

describe("the header's call to action", () => {
  it("offers visitors the quiz, a member without a credential the certifications, a holder their credentials", () => {
    expect(headerActionFor(null)).toEqual({ to: "/training-quiz", key: "nav.getStarted" });
    expect(headerActionFor({ holdsCredential: false })).toEqual({
      to: "/certifications/eligibility",
      key: "nav.getCertified",
    });
    expect(headerActionFor({ holdsCredential: true })).toEqual({
      to: "/account/credentials",
      key: "nav.myCredentials",
    });
  });
});
