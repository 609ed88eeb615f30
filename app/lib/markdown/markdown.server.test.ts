import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitiseHtml } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders formatting, lists and links", () => {
    const html = renderMarkdown("**Bold** and _it_\n\n- one\n- two\n\n[GeoCert](https://geocert.example)");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<em>it</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://geocert.example" rel="nofollow ugc noopener noreferrer">GeoCert</a>');
  });

  it("never lets script, handlers or dangerous URLs through", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)> [d](data:text/html,hi)",
    );
    expect(html).not.toMatch(/<script|<[^>]*onerror|javascript:|<img|href="data:/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps member headings below the page's own", () => {
    expect(renderMarkdown("# Title")).toBe("<h3>Title</h3>");
  });
});

describe("sanitiseHtml", () => {
  it("cleans foreign HTML", () => {
    expect(sanitiseHtml('<p onclick="x()">Hi<iframe src="https://evil"></iframe></p>')).toBe("<p>Hi</p>");
  });
});

describe("renderMarkdown on crafted input", () => {
  // Each of these took marked about a second (or overflowed its stack); timings are in
  // docs/performance.md, never asserted here.
  it("renders 10,000 characters of unclosed emphasis as the text it is", () => {
    for (const source of ["**a ".repeat(2_500), "_a ".repeat(3_333), "~~a ".repeat(2_500), "***a ".repeat(2_000)]) {
      expect(renderMarkdown(source).replace(/\s+<\/p>$/, "</p>")).toBe(`<p>${source.trim()}</p>`);
    }
  });

  it("still renders emphasis and links around crafted runs, and stays safe", () => {
    const html = renderMarkdown(`**bold** [l](https://x.example) ${"**a ".repeat(2_400)}<img src=x onerror=alert(1)>`);
    expect(html.startsWith('<p><strong>bold</strong> <a href="https://x.example"')).toBe(true);
    expect(html).not.toMatch(/<img|<[^>]*onerror/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("shows deeply nested quotes as text instead of failing", () => {
    const html = renderMarkdown(`${">".repeat(5_000)} deep`);
    expect(html).toContain("deep");
    expect(html).not.toContain("An error occurred");
  });
});
