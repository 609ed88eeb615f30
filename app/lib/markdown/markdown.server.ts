import { Marked, Tokenizer } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The version of what `renderMarkdown` and `sanitiseHtml` produce. Rendered HTML is stored beside
 * its source (forum posts, job descriptions: docs/decisions/017); raise this whenever the output
 * changes (marked or sanitize-html options, allowed tags, the bounds below, a library upgrade that
 * renders differently) and the stored HTML of older versions is rendered again in the background at
 * the next start (app/lib/markdown/rendered-markdown.server.ts). Until then such rows are shown as plain text.
 */
export const MARKDOWN_RENDERER_VERSION = 1;

/**
 * marked looks for the closing delimiter of each `*`, `_` or `~` run by scanning the rest of the
 * paragraph, so a paragraph of unclosed runs (`**a **a **a …`) costs time quadratic in its length
 * (10,000 characters: about 1 s). Two bounds keep it linear: a closing delimiter is looked for
 * within the next EMPHASIS_WINDOW characters only (longer emphasis stays plain text), and a document
 * spends at most EMPHASIS_BUDGET characters of such scanning in all; past that, remaining delimiters
 * are plain text. Ordinary text stays far below both (a closed `**bold**` costs its own length).
 */
const EMPHASIS_WINDOW = 1_000;
const EMPHASIS_BUDGET = 60_000;

let emphasisBudget = EMPHASIS_BUDGET;

type DelimiterTokenizer<T extends { raw: string }> = (
  this: Tokenizer,
  src: string,
  maskedSrc: string,
  prevChar?: string,
) => T | undefined;

function bounded<T extends { raw: string }>(
  original: DelimiterTokenizer<T>,
  delimiters: string,
): DelimiterTokenizer<T> {
  return function (this: Tokenizer, src, maskedSrc, prevChar) {
    if (!delimiters.includes(src.charAt(0)) || emphasisBudget <= 0) return undefined;
    // maskedSrc is the whole inline text (masked), src its unread tail: cut both at the same place.
    const cut = Math.min(src.length, EMPHASIS_WINDOW);
    const token = original.call(
      this,
      src.slice(0, cut),
      maskedSrc.slice(0, maskedSrc.length - src.length + cut),
      prevChar,
    );
    emphasisBudget -= token ? token.raw.length : cut;
    return token;
  };
}

/**
 * A link's label and address are looked for within LINK_WINDOW characters: marked otherwise scans the
 * rest of the paragraph for the closing parenthesis of every `[a](` (quadratic as well).
 */
const LINK_WINDOW = 2_000;

// Raw HTML in the source is shown as text, never passed through: members write markdown, not HTML.
const marked = new Marked({
  gfm: true,
  breaks: true,
  hooks: {
    preprocess(markdown) {
      emphasisBudget = EMPHASIS_BUDGET;
      return markdown;
    },
  },
  tokenizer: {
    emStrong: bounded(Tokenizer.prototype.emStrong, "*_"),
    del: bounded(Tokenizer.prototype.del, "~"),
    link(src) {
      if (src.length <= LINK_WINDOW) return false;
      return Tokenizer.prototype.link.call(this, src.slice(0, LINK_WINDOW)) ?? undefined;
    },
  },
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What user-written markdown may become: text formatting, lists, quotes, code, tables and safe links. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["align"], td: ["align"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Headings from members sit below the page's own h1/h2.
  transformTags: {
    h1: "h3",
    h2: "h3",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "nofollow ugc noopener noreferrer" },
    }),
  },
  disallowedTagsMode: "discard",
};

/**
 * User markdown (forum posts, job descriptions) as sanitised HTML: marked renders it, then
 * sanitize-html keeps only the tags above; script, style, event handlers and javascript:/data:
 * URLs are removed whatever the input. Called when the markdown is written (and when stored HTML is
 * rendered again for a new MARKDOWN_RENDERER_VERSION), never per view. Markdown marked cannot render
 * (e.g. thousands of nested quotes overflow its stack) becomes plain text.
 */
export function renderMarkdown(source: string): string {
  let html: string;
  try {
    html = marked.parse(source, { async: false });
  } catch {
    return plainTextHtml(source);
  }
  return sanitizeHtml(html, allowed).trim();
}

/** Sanitises HTML that came from elsewhere (e.g. a scraped job description) with the same rules. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, { ...allowed, allowedTags: [...(allowed.allowedTags as string[]), "h1", "h2"] });
}

/** Text shown as it is (escaped), paragraphs and line breaks kept: no markdown, no cost. */
export function plainTextHtml(source: string): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, "<br />")}</p>`)
    .join("\n");
}

/**
 * The HTML to show for stored markdown: the stored rendering when it is of the current renderer
 * version (or newer: another instance already runs a newer release), otherwise the source as plain
 * text until the background job renders it again. Views call this, never renderMarkdown.
 */
export function storedHtml(row: { source: string; html: string | null; version: number | null }): {
  html: string;
  stale: boolean;
} {
  if (row.html !== null && (row.version ?? 0) >= MARKDOWN_RENDERER_VERSION) return { html: row.html, stale: false };
  return { html: plainTextHtml(row.source), stale: true };
}
