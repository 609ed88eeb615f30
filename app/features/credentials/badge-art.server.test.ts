import { describe, expect, it } from "vitest";
import { badgeArtSvg, escapeXml, wrapText } from "./badge-art.server";

const input = {
  level: "professional" as const,
  levelName: "Certified Geothermal Professional",
  holderName: "Ada Þórsdóttir",
  certified: "Certified",
  title: "Certified Geothermal Professional — Ada Þórsdóttir",
  issuerName: "GeoCert Global Geothermal Certification",
};

describe("badgeArtSvg", () => {
  it("draws the level's letters, name and the holder as pure SVG", () => {
    const svg = badgeArtSvg(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(">CGP<");
    expect(svg).toContain(">Certified Geothermal Professional<");
    expect(svg).toContain(">Ada Þórsdóttir<");
    expect(svg).toContain('<title id="badge-title">Certified Geothermal Professional — Ada Þórsdóttir</title>');
    expect(svg).toContain("#0b5a54"); // the professional level's accent
    // Nothing from elsewhere: no images, links, styles, scripts or web fonts.
    expect(svg).not.toMatch(/<image|<script|<style|@import|@font-face|href=|url\((?!#)/);
  });

  it("uses each level's own accent and letters", () => {
    expect(badgeArtSvg({ ...input, level: "associate" })).toContain(">AGP<");
    expect(badgeArtSvg({ ...input, level: "senior" })).toContain("#c2431f");
    expect(badgeArtSvg({ ...input, level: "expert" })).toContain(">GEF<");
  });

  it("escapes the holder's name and the texts", () => {
    const svg = badgeArtSvg({ ...input, holderName: `<script>alert("x")</script> & Co`, title: "a < b" });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co".slice(0, 20));
    expect(svg).toContain('<title id="badge-title">a &lt; b</title>');
  });

  it("drops characters XML forbids", () => {
    expect(escapeXml("a\u0000b\u0007c")).toBe("abc");
  });
});

describe("wrapText", () => {
  it("breaks long names into lines and shortens past the last line", () => {
    expect(wrapText("Certified Geothermal Professional", 30, 2)).toEqual(["Certified Geothermal", "Professional"]);
    const lines = wrapText("Maria Fernanda de los Ángeles Guadalupe Rodríguez Hernández y Castillo", 24, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
  });

  it("breaks CJK text by character, each counting double", () => {
    const lines = wrapText("地熱エネルギー上級専門家認定資格保有者", 16, 2);
    expect(lines[0]).toBe("地熱エネルギー上");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(wrapText("山田 太郎", 24, 2)).toEqual(["山田 太郎"]);
  });
});
