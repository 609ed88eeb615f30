import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Raw HTML in the source is shown as text, never passed through: members write markdown, not HTML.
const marked = new Marked({
  gfm: true,
  breaks: true,
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
 * URLs are removed whatever the input.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html, allowed).trim();
}

/** Sanitises HTML that came from elsewhere (e.g. a scraped job description) with the same rules. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, { ...allowed, allowedTags: [...(allowed.allowedTags as string[]), "h1", "h2"] });
}
