import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, importedIconNames } from "./sprite-source.server";

describe("the icon sprite", () => {
  it("holds every lucide icon the site imports, as scripts/icon-sprite.ts writes it", async () => {
    // Out of date: run `npx tsx scripts/icon-sprite.ts` (an icon missing from it would draw nothing).
    expect(readFileSync("app/components/icons/sprite.svg", "utf8")).toBe(await buildSprite("app"));
  });

  it("reads the names an import brings in, without type-only imports", () => {
    const names = importedIconNames("app/components/icons/__fixtures__");
    expect([...names].sort()).toEqual(["ArrowRight", "Globe2"]);
  });
});
