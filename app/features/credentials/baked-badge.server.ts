// Baked badges: an Open Badges 3.0 credential inside an SVG image (OB 3.0 §5.3.2, SVG
// baking): an <openbadges:credential> element right inside the root <svg>, the JSON in CDATA.
import { XMLParser } from "fast-xml-parser";
import { inertXmlOptions } from "~/lib/xml/inert-xml";

export const OB_SVG_NAMESPACE = "https://purl.imsglobal.org/ob/v3p0";
/** The largest SVG we read back (a baked badge of ours is a few tens of KB). */
export const MAX_BAKED_SVG_BYTES = 512 * 1024;

const ROOT_TAG = /<svg\b[^>]*>/i;
const EXISTING = /<openbadges:credential\b[\s\S]*?(?:<\/openbadges:credential>|\/>)\s*/g;

/** The SVG with `credential` baked in (a credential baked before is replaced). */
export function bakeSvg(svg: string, credential: object): string {
  const root = ROOT_TAG.exec(svg);
  if (!root) throw new Error("bakeSvg: not an SVG document");
  let tag = root[0];
  // An empty root (`<svg …/>`) is opened so the credential can go inside it.
  const selfClosing = /\/\s*>$/.test(tag);
  if (selfClosing) tag = tag.replace(/\/\s*>$/, ">");
  if (!/\bxmlns:openbadges\s*=/.test(tag)) {
    tag = tag.replace(/^<svg\b/i, `<svg xmlns:openbadges="${OB_SVG_NAMESPACE}"`);
  }
  // "]]>" cannot appear inside CDATA: split it across two sections (JSON never needs it, but a name might).
  const json = JSON.stringify(credential).replaceAll("]]>", "]]]]><![CDATA[>");
  const element = `<openbadges:credential><![CDATA[${json}]]></openbadges:credential>`;
  const before = svg.slice(0, root.index);
  const rest = svg.slice(root.index + root[0].length).replace(EXISTING, "");
  const after = selfClosing ? `</svg>${rest}` : rest;
  return `${before}${tag}${element}${after}`;
}

// No entity expansion at all (no "billion laughs"); XML has no network access here either.
const parser = new XMLParser(inertXmlOptions);

function textOf(node: unknown): string | null {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.length > 0 ? textOf(node[0]) : null;
  if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    const cdata = record["#cdata"];
    if (cdata !== undefined) return Array.isArray(cdata) ? cdata.map(String).join("") : String(cdata);
    if (typeof record["#text"] === "string") return record["#text"];
  }
  return null;
}

/** The credential baked into an SVG (parsed JSON), or null when there is none or the file is not one. */
export function unbakeSvg(svg: string): unknown | null {
  if (typeof svg !== "string" || Buffer.byteLength(svg, "utf8") > MAX_BAKED_SVG_BYTES) return null;
  let tree: Record<string, unknown>;
  try {
    tree = parser.parse(svg) as Record<string, unknown>;
  } catch {
    return null;
  }
  const root = tree.svg;
  if (!root || typeof root !== "object" || Array.isArray(root)) return null;
  const attributes = root as Record<string, unknown>;
  // The OB 3.0 namespace under whatever prefix the file gave it ("openbadges" by the spec's example).
  const prefixes = Object.entries(attributes)
    .filter(([name, value]) => name.startsWith("@_xmlns:") && value === OB_SVG_NAMESPACE)
    .map(([name]) => name.slice("@_xmlns:".length));
  for (const prefix of prefixes.length > 0 ? prefixes : ["openbadges"]) {
    const text = textOf(attributes[`${prefix}:credential`]);
    if (text === null) continue;
    try {
      return JSON.parse(text.trim()) as unknown;
    } catch {
      return null;
    }
  }
  return null;
}
