import { describe, expect, it } from "vitest";
import { candidateNames, mentionAtCaret, mentionSnippets } from "./mentions";

describe("mentions", () => {
  it("finds the text after each @ that starts a mention, not in addresses", () => {
    expect(mentionSnippets("Hi @Ana Lima, and @ben.\nmail me at x@example.org")).toEqual([
      "Ana Lima, and @ben.",
      "ben.",
    ]);
  });

  it("offers the longest names first, without trailing punctuation", () => {
    expect(candidateNames("Ana Lima, could you")).toEqual([
      "ana lima, could you",
      "ana lima, could",
      "ana lima",
      "ana lima,",
      "ana",
    ]);
    expect(candidateNames("ben.")).toEqual(["ben", "ben."]);
  });

  it("reads the mention being typed at the caret", () => {
    expect(mentionAtCaret("Thanks @An", 10)).toEqual({ start: 7, query: "An" });
    expect(mentionAtCaret("x@example", 9)).toBeNull();
    expect(mentionAtCaret("no mention", 10)).toBeNull();
  });
});
