/**
 * The little XML the item exchange needs: escaping for what we write, and a reader for what others
 * send that never expands an entity and never throws. Documents with a DOCTYPE are refused before
 * parsing (QTI is schema-based and needs none; a DOCTYPE is how "billion laughs" and external
 * entities get in), fast-xml-parser is told not to process entities at all, and the five
 * predefined entities and character references are decoded here, by hand, after parsing.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { inertXmlOptions } from "~/lib/xml/inert-xml";

/** Text content: `&` and `<` must go, `>` goes too so `]]>` can never appear. */
export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** An attribute value in double quotes; whitespace characters kept as references, not normalised away. */
export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

export type XmlElement = {
  /** The tag as written, prefix included. */
  name: string;
  /** The name without its namespace prefix. */
  local: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlNode = XmlElement | { text: string };

export type XmlReadProblem =
  | { code: "doctypeNotAllowed" }
  | { code: "malformedXml"; detail: string; line?: number }
  | { code: "unknownEntity"; detail: string };

export type XmlReadResult = { ok: true; root: XmlElement } | { ok: false; problem: XmlReadProblem };

/** The deepest nesting read; our documents need eight levels. */
export const MAX_XML_DEPTH = 40;

// No entity expansion of any kind: the DOCTYPE is refused before, predefined entities are decoded below.
const parser = new XMLParser({ ...inertXmlOptions, preserveOrder: true, maxNestedTags: MAX_XML_DEPTH });

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

class EntityError extends Error {}

/** Predefined entities and character references decoded; anything else is an error (no DTD, no entities). */
function decode(raw: string): string {
  return raw.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*)?;?/g, (match, ref: string | undefined) => {
    if (ref === undefined || !match.endsWith(";")) throw new EntityError(match.slice(0, 20));
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!isXmlChar(code)) throw new EntityError(match.slice(0, 20));
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new EntityError(match.slice(0, 20));
    return value;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function convert(raw: unknown): XmlNode[] {
  if (!Array.isArray(raw)) return [];
  const nodes: XmlNode[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    if (typeof entry["#text"] === "string") {
      nodes.push({ text: decode(entry["#text"]) });
      continue;
    }
    if (Array.isArray(entry["#cdata"])) {
      // CDATA is literal: its text is not decoded.
      for (const part of entry["#cdata"]) {
        if (isRecord(part) && typeof part["#text"] === "string") nodes.push({ text: part["#text"] });
      }
      continue;
    }
    const name = Object.keys(entry).find((key) => key !== ":@");
    if (name === undefined) continue;
    const attributes: Record<string, string> = {};
    const rawAttributes = entry[":@"];
    if (isRecord(rawAttributes)) {
      for (const [key, value] of Object.entries(rawAttributes)) {
        if (typeof value === "string") attributes[key.replace(/^@_/, "")] = decode(value);
      }
    }
    nodes.push({ name, local: name.replace(/^[^:]*:/, ""), attributes, children: convert(entry[name]) });
  }
  return nodes;
}

/**
 * A document's root element, or why it cannot be read. Never throws, whatever the input; never
 * expands an entity; refuses a DOCTYPE wherever it appears.
 */
export function readXml(xml: string): XmlReadResult {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) return { ok: false, problem: { code: "doctypeNotAllowed" } };
  try {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) {
      return { ok: false, problem: { code: "malformedXml", detail: valid.err.msg, line: valid.err.line } };
    }
    const roots = convert(parser.parse(xml)).filter((node): node is XmlElement => "name" in node);
    const root = roots[0];
    if (roots.length !== 1 || root === undefined) {
      return { ok: false, problem: { code: "malformedXml", detail: "one root element expected" } };
    }
    return { ok: true, root };
  } catch (error) {
    if (error instanceof EntityError) return { ok: false, problem: { code: "unknownEntity", detail: error.message } };
    return {
      ok: false,
      problem: { code: "malformedXml", detail: error instanceof Error ? error.message : "unreadable" },
    };
  }
}

/** The child elements with this local name. */
export function childrenNamed(element: XmlElement, local: string): XmlElement[] {
  return element.children.filter((node): node is XmlElement => "name" in node && node.local === local);
}

export function childNamed(element: XmlElement, local: string): XmlElement | undefined {
  return childrenNamed(element, local)[0];
}

/** Every element below (depth first) with this local name. */
export function descendantsNamed(element: XmlElement, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const node of element.children) {
    if (!("name" in node)) continue;
    if (node.local === local) found.push(node);
    found.push(...descendantsNamed(node, local));
  }
  return found;
}

/** The element's text when it holds only text (null when it holds markup: we never write any). */
export function plainText(element: XmlElement): string | null {
  let text = "";
  for (const node of element.children) {
    if ("name" in node) return null;
    text += node.text;
  }
  return text;
}

/** The text of a child path (`a/b/c` by local names), or undefined. */
export function textAt(element: XmlElement, ...path: string[]): string | undefined {
  let current: XmlElement | undefined = element;
  for (const local of path) current = current ? childNamed(current, local) : undefined;
  if (!current) return undefined;
  return plainText(current)?.trim();
}
