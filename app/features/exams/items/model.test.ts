import { describe, expect, it } from "vitest";
import { fixtureCases, fixtureItems } from "./fixtures/bank";
import {
  bankProblems,
  canMoveItem,
  itemStatuses,
  moveProblem,
  parseCaseStudy,
  parseExamItem,
  reviewerProblem,
  type ExamItem,
  type ItemProblemCode,
} from "./model";

const base = fixtureItems[0]!;
const clone = (item: ExamItem): ExamItem => structuredClone(item);
const codes = (input: unknown): ItemProblemCode[] => {
  const parsed = parseExamItem(input);
  return parsed.ok ? [] : parsed.problems.map((problem) => problem.code);
};

describe("the item schema", () => {
  it("accepts every fixture item and case unchanged", () => {
    for (const item of fixtureItems) expect(parseExamItem(item)).toEqual({ ok: true, value: item });
    for (const study of fixtureCases) expect(parseCaseStudy(study)).toEqual({ ok: true, value: study });
  });

  it("stores text in one form: line ends, blank lines and surrounding space normalised", () => {
    const item = clone(base);
    item.translations.en!.stem = "  Line one\r\nline two\r\n\r\n\r\n\r\nline three  ";
    const parsed = parseExamItem(item);
    expect(parsed.ok && parsed.value.translations.en!.stem).toBe("Line one\nline two\n\nline three");
  });

  it.each([
    ["domain", { domain: "volcanology" }, "unknownDomain"],
    ["level", { level: "master" }, "unknownLevel"],
    ["type", { type: "essay" }, "unknownType"],
    ["status", { status: "published" }, "unknownStatus"],
    ["id", { id: "1 bad id" }, "invalidId"],
    ["author", { authorId: "<script>" }, "invalidPerson"],
    ["case id", { caseId: "../x" }, "invalidCaseId"],
  ] as const)("rejects an unknown %s", (_, change, code) => {
    expect(codes({ ...base, ...change })).toContain(code);
  });

  it("asks for 3 to 6 options", () => {
    const two = clone(base);
    for (const translation of Object.values(two.translations)) translation!.options.splice(2);
    two.key = ["B"];
    expect(codes(two)).toContain("optionCount");
    const seven = clone(base);
    for (const translation of Object.values(seven.translations)) {
      for (const id of ["E", "F", "G"]) translation!.options.push({ id, text: `Option ${id}` });
    }
    expect(codes(seven)).toContain("optionCount");
  });

  it("asks a single item for exactly one key and a multiple one for two or more, never all", () => {
    expect(codes({ ...base, key: ["A", "B"] })).toContain("keyCount");
    expect(codes({ ...base, key: [] })).toContain("keyCount");
    const multiple = fixtureItems[1]!;
    expect(codes({ ...multiple, key: ["opt-1"] })).toContain("keyCount");
    expect(codes({ ...multiple, key: ["opt-1", "opt-2", "opt-3", "opt-4", "opt-5"] })).toContain("keyCount");
    expect(codes({ ...multiple, key: ["opt-1", "opt-1"] })).toContain("duplicateKey");
  });

  it("asks the key to be among the options", () => {
    expect(codes({ ...base, key: ["Z"] })).toEqual(["keyNotAnOption"]);
  });

  it("asks every language for the same options in the same order", () => {
    const renamed = clone(base);
    renamed.translations.ja!.options[3]!.id = "E";
    expect(parseExamItem(renamed)).toEqual({
      ok: false,
      problems: [{ code: "optionIdsDiffer", path: ["translations", "ja", "options"], language: "ja" }],
    });
    const reordered = clone(base);
    reordered.translations.zu!.options.reverse();
    expect(codes(reordered)).toEqual(["optionIdsDiffer"]);
    const duplicated = clone(base);
    for (const translation of Object.values(duplicated.translations)) translation!.options[1]!.id = "A";
    expect(codes(duplicated)).toContain("duplicateOptionId");
  });

  it("requires English, and only knows the interface languages", () => {
    const noEnglish = clone(base);
    delete noEnglish.translations.en;
    expect(codes(noEnglish)).toEqual(["englishMissing"]);
    expect(codes({ ...base, translations: { ...base.translations, xx: base.translations.en } })).toEqual([
      "unknownLanguage",
    ]);
    const noScenario = { id: "c1", translations: { ja: { scenario: "シナリオ" } } };
    expect(parseCaseStudy(noScenario)).toEqual({
      ok: false,
      problems: [{ code: "englishMissing", path: ["translations"] }],
    });
  });

  it("refuses empty texts and characters XML cannot carry", () => {
    const empty = clone(base);
    empty.translations.en!.stem = "   ";
    expect(codes(empty)).toEqual(["invalidText"]);
    const control = clone(base);
    control.translations.ja!.options[0]!.text = "bell \u0007";
    expect(parseExamItem(control)).toMatchObject({
      ok: false,
      problems: [{ code: "invalidText", path: ["translations", "ja", "options", 0, "text"], language: "ja" }],
    });
    const surrogate = clone(base);
    surrogate.translations.zu!.rationale = "half \ud800 a pair";
    expect(codes(surrogate)).toEqual(["invalidText"]);
  });

  it("keeps the reviewer apart from the author, and asks for one past draft", () => {
    expect(codes({ ...base, reviewerId: base.authorId })).toEqual(["reviewerIsAuthor"]);
    const { reviewerId: _, ...unreviewed } = base;
    expect(codes(unreviewed)).toEqual(["reviewerMissing"]);
    expect(reviewerProblem({ authorId: "a", status: "draft" })).toBeNull();
    expect(reviewerProblem({ authorId: "a", reviewerId: "a", status: "draft" })).toEqual({ code: "reviewerIsAuthor" });
  });
});

describe("status moves", () => {
  it("allows exactly draft → reviewed → live → retired, and sending a reviewed item back", () => {
    const allowed = itemStatuses.flatMap((from) =>
      itemStatuses.filter((to) => canMoveItem(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["draft→reviewed", "reviewed→draft", "reviewed→live", "live→retired"]);
  });

  it("says why a move is refused", () => {
    const draft = fixtureItems[5]!; // drill_expert.006, English only, not yet reviewed
    expect(moveProblem(draft, "live")).toEqual({ code: "moveNotAllowed", from: "draft", to: "live" });
    expect(moveProblem(draft, "reviewed", draft.authorId)).toEqual({ code: "reviewerIsAuthor" });
    expect(moveProblem(draft, "reviewed")).toEqual({ code: "reviewerMissing" });
    expect(moveProblem(draft, "reviewed", "user_reviewer1")).toEqual({
      code: "translationsNotReviewed",
      languages: ["en"],
    });
    const checked = clone(draft);
    checked.translations.en!.reviewed = true;
    expect(moveProblem(checked, "reviewed", "user_reviewer1")).toBeNull();
    expect(moveProblem(fixtureItems[0]!, "retired")).toBeNull();
    expect(moveProblem({ ...fixtureItems[4]!, status: "retired" }, "live")).toMatchObject({ code: "moveNotAllowed" });
  });
});

describe("bank rules", () => {
  it("passes the fixture bank", () => {
    expect(bankProblems(fixtureItems, fixtureCases)).toEqual([]);
  });

  it("finds duplicate ids, unknown cases and a case missing an item's language", () => {
    const study = fixtureCases[0]!;
    const { zu: _, ...withoutZulu } = study.translations;
    expect(bankProblems([fixtureItems[0]!, fixtureItems[0]!], [])).toEqual([
      { code: "duplicateItemId", itemId: "res-assoc-001" },
    ]);
    expect(bankProblems([fixtureItems[2]!], [])).toEqual([
      { code: "unknownCase", itemId: "risk-senior-003", caseId: "case-ngawha-2" },
    ]);
    expect(bankProblems([fixtureItems[2]!], [{ ...study, translations: withoutZulu }, study])).toEqual([
      { code: "duplicateCaseId", caseId: "case-ngawha-2" },
    ]);
    expect(bankProblems([fixtureItems[2]!], [{ ...study, translations: withoutZulu }])).toEqual([
      { code: "caseLanguageMissing", itemId: "risk-senior-003", caseId: "case-ngawha-2", language: "zu" },
    ]);
  });
});
