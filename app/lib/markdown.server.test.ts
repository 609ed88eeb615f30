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
