import { describe, expect, it } from "vitest";
import { bakeSvg, MAX_BAKED_SVG_BYTES, unbakeSvg } from "./baked-badge.server";

const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>`;
const credential = { type: ["VerifiableCredential", "OpenBadgeCredential"], name: "Tricky ]]> name <b>&amp;" };

describe("baked badges", () => {
  it("bakes the credential as OB 3.0 says and reads it back", () => {
    const baked = bakeSvg(svg, credential);
    expect(baked).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    expect(baked).toMatch(/<svg [^>]*><openbadges:credential><!\[CDATA\[\{/);
    expect(baked).toContain('<circle r="4"/>');
    expect(unbakeSvg(baked)).toEqual(credential);
  });

  it("replaces a credential baked before", () => {
    const twice = bakeSvg(bakeSvg(svg, { a: 1 }), { b: 2 });
    expect(twice.match(/openbadges:credential>/g)).toHaveLength(2);
    expect(unbakeSvg(twice)).toEqual({ b: 2 });
  });

  it("bakes into an empty, self-closed root", () => {
    const baked = bakeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', { c: 1 });
    expect(baked).toMatch(/^<svg [^>]*><openbadges:credential>.*<\/openbadges:credential><\/svg>$/);
    expect(unbakeSvg(baked)).toEqual({ c: 1 });
  });

  it("reads another namespace prefix", () => {
    const other = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:ob="https://purl.imsglobal.org/ob/v3p0"><ob:credential><![CDATA[{"x":1}]]></ob:credential></svg>`;
    expect(unbakeSvg(other)).toEqual({ x: 1 });
  });

  it("answers null for files that are not baked badges, too large, or hostile", () => {
    expect(unbakeSvg(svg)).toBeNull();
    expect(unbakeSvg("not xml at all {")).toBeNull();
    expect(unbakeSvg(`<svg><openbadges:credential>not json</openbadges:credential></svg>`)).toBeNull();
    expect(unbakeSvg(`<svg>${" ".repeat(MAX_BAKED_SVG_BYTES)}</svg>`)).toBeNull();
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential>&b;</openbadges:credential></svg>`;
    expect(unbakeSvg(laughs)).toBeNull();
  });
});
