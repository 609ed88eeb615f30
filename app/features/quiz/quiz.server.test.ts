import { describe, expect, it } from "vitest";
import { parseAnswers } from "./quiz.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("parseAnswers", () => {
  const ids = ["re-01", "dr-02"];
  it("reads option numbers of this attempt's questions", () => {
    expect(parseAnswers(form({ "q:re-01": "2", "q:dr-02": "0", intent: "next" }), ids)).toEqual({
      "re-01": 2,
      "dr-02": 0,
    });
  });
  it("refuses unknown questions and options out of range", () => {
    expect(parseAnswers(form({ "q:pp-01": "1" }), ids)).toBeNull();
    expect(parseAnswers(form({ "q:re-01": "4" }), ids)).toBeNull();
    expect(parseAnswers(form({ "q:re-01": "1.5" }), ids)).toBeNull();
    expect(parseAnswers(form({ "q:re-01": "<script>" }), ids)).toBeNull();
  });
});
