import { inflateSync } from "node:zlib";

/**
 * A small reader of the PDFs pdfkit writes, for tests (no PDF library in the project): the page
 * boxes, the fonts' names, and the text of the content streams decoded through each font's
 * ToUnicode map. Not a general PDF parser: enough for uncompressed xref tables and Flate streams.
 */
export type PdfSummary = { mediaBoxes: number[][]; fontNames: string[]; embeddedFontFiles: number; text: string };

type PdfObject = { dict: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endobj", start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + body.slice(streamAt).indexOf("\n") + 1;
      const dataEnd = source.lastIndexOf("endstream", end);
      let data = pdf.subarray(dataStart, dataEnd);
      if (/\/Filter\s*\/FlateDecode/.test(dict)) data = inflateSync(data);
      stream = data;
    }
    objects.set(Number(match[1]), { dict, stream });
    pattern.lastIndex = end;
  }
  return objects;
}

function hexToCodes(hex: string, width: number): number[] {
  const codes: number[] = [];
  for (let i = 0; i + width <= hex.length; i += width) codes.push(parseInt(hex.slice(i, i + width), 16));
  return codes;
}

function utf16(hex: string): string {
  return String.fromCodePoint(
    ...hexToCodes(hex, 4).reduce<number[]>((points, unit, index, units) => {
      if (unit >= 0xdc00 && unit <= 0xdfff && index > 0) return points; // low half, joined below
      if (unit >= 0xd800 && unit <= 0xdbff)
        points.push(0x10000 + ((unit - 0xd800) << 10) + (units[index + 1]! - 0xdc00));
      else points.push(unit);
      return points;
    }, []),
  );
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(code!, 16), utf16(text!.replace(/\s+/g, "")));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (rest!.startsWith("[")) {
        [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, text], index) =>
          map.set(first + index, utf16(text!.replace(/\s+/g, ""))),
        );
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfSummary {
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
  if (!pdf.subarray(-8).toString("latin1").includes("%%EOF")) throw new Error("truncated PDF");
  const objects = objectsOf(pdf);
  const mediaBoxes = [...objects.values()]
    .filter((o) => /\/Type\s*\/Page\b/.test(o.dict))
    .map((o) => (/\/MediaBox\s*\[([^\]]*)\]/.exec(o.dict)?.[1] ?? "").trim().split(/\s+/).map(Number));
  const fontNames = [...objects.values()]
    .map((o) => /\/Type\s*\/FontDescriptor[\s\S]*?\/FontName\s*\/([^\s/>]+)/.exec(o.dict)?.[1])
    .filter((name): name is string => Boolean(name));
  const embeddedFontFiles = [...objects.values()].filter((o) => /\/FontFile2\s+\d+ 0 R/.test(o.dict)).length;

  // Resource names (/F1) → their ToUnicode maps.
  const unicodeByResource = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, fontDict] of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of fontDict!.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref));
        const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font?.dict ?? "")?.[1];
        const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
        if (cmap) unicodeByResource.set(name!, toUnicodeMap(cmap.toString("latin1")));
      }
    }
  }

  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString("latin1");
    if (!content || !/\bBT\b/.test(content) || /\/FontFile|beginbfrange/.test(object.dict + content.slice(0, 200)))
      continue;
    let current = new Map<number, string>();
    for (const op of content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1]) current = unicodeByResource.get(op[1]) ?? new Map();
      else {
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
        lines.push(
          hexes
            .map((hex) =>
              hexToCodes(hex, 4)
                .map((code) => current.get(code) ?? "")
                .join(""),
            )
            .join(""),
        );
      }
    }
  }
  return { mediaBoxes, fontNames, embeddedFontFiles, text: lines.join("\n") };
}
