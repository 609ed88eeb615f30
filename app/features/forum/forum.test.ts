import { describe, expect, it } from "vitest";
import {
  clampPage,
  excerpt,
  isNewAccount,
  listQuerySchema,
  newDiscussionSchema,
  normaliseTag,
  pageOfPosition,
  parseTags,
  postAnchor,
  postHref,
  replyPages,
} from "./forum";

describe("tags", () => {
  it("are normalised: lower case, hyphens, letters and digits of any script", () => {
    expect(normaliseTag("  Well Control ")).toBe("well-control");
    expect(normaliseTag("#Binary_Plant!")).toBe("binary-plant");
    expect(normaliseTag("Jarðhiti")).toBe("jarðhiti");
    expect(normaliseTag("--")).toBe("");
    expect(normaliseTag("a".repeat(40))).toHaveLength(30);
  });

  it("are parsed from a comma-separated list without duplicates", () => {
    expect(parseTags("Drilling, drilling, MT survey;  , #casing")).toEqual(["drilling", "mt-survey", "casing"]);
  });
});

describe("new discussion form", () => {
  it("accepts a valid discussion and at most five tags", () => {
    const ok = newDiscussionSchema.safeParse({
      title: "A useful question",
      category: "drilling",
      tags: "a, b",
      body: "Body text",
    });
    expect(ok.success && ok.data.tags).toEqual(["a", "b"]);
    const bad = newDiscussionSchema.safeParse({ title: "Short", category: "../x", tags: "a,b,c,d,e,f", body: " " });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(["errors.titleShort", "errors.category", "errors.tagsTooMany", "errors.bodyShort"]),
    );
  });
});

describe("list query", () => {
  it("falls back to defaults on bad values", () => {
    expect(listQuerySchema.parse({ sort: "weird", page: "-3", category: "Bad Slug", q: "x".repeat(200) })).toEqual({
      q: "",
      category: undefined,
      tag: undefined,
      sort: "latest",
      page: 1,
    });
    expect(listQuerySchema.parse({ sort: "top", page: "2", tag: "Well Control" })).toMatchObject({
      sort: "top",
      page: 2,
      tag: "well-control",
    });
  });
});

describe("helpers", () => {
  it("tell new accounts apart", () => {
    const now = new Date("2026-03-10T00:00:00Z");
    expect(isNewAccount(new Date("2026-03-05T00:00:00Z"), now)).toBe(true);
    expect(isNewAccount(new Date("2026-02-01T00:00:00Z"), now)).toBe(false);
  });

  it("make plain-text excerpts", () => {
    expect(excerpt("**Bold** [link](https://x.example)\n\n- one-two")).toBe("Bold link one-two");
    expect(excerpt("word ".repeat(100), 20)).toHaveLength(20);
    expect(excerpt("1. **Reinject hotter**: keep `T` up, _not_ snake_case ~~x~~\n> quoted")).toBe(
      "Reinject hotter: keep T up, not snake_case x quoted",
    );
  });
});

describe("reply pages", () => {
  it("count pages, clamp page numbers and find a position's page", () => {
    expect(replyPages(0)).toBe(1);
    expect(replyPages(20)).toBe(1);
    expect(replyPages(21)).toBe(2);
    expect(replyPages(45)).toBe(3);
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(pageOfPosition(0)).toBe(1);
    expect(pageOfPosition(19)).toBe(1);
    expect(pageOfPosition(20)).toBe(2);
    expect(pageOfPosition(44)).toBe(3);
  });

  it("link a post on its page at its anchor", () => {
    const d = "d1";
    expect(postAnchor({ id: "r1", opening: false })).toBe("reply-r1");
    expect(postAnchor({ id: "o1", opening: true })).toBe("post-o1");
    expect(postHref(d, { id: "r1", opening: false, page: 1 })).toBe("/community/d1#reply-r1");
    expect(postHref(d, { id: "r1", opening: false, page: 3 })).toBe("/community/d1?page=3#reply-r1");
    expect(postHref(d, { id: "o1", opening: true, page: 3 })).toBe("/community/d1#post-o1");
    expect(postHref(d, { id: "r1", opening: false, page: 2 }, { done: "replied", post: "r1", edit: undefined })).toBe(
      "/community/d1?page=2&done=replied&post=r1#reply-r1",
    );
  });
});
