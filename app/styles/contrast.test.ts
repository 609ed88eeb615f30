import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Reads the colour tokens from the Tailwind theme (app.css), the one source of truth. */
const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
);
const colour = (name: string) => {
  if (name === "white") return "#ffffff";
  const value = tokens[name];
  if (!value) throw new Error(`No colour token ${name}`);
  return value;
};

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text/background pairs the pages use: [text, background, minimum]. */
const pairs: Array<[string, string, number]> = [
  ["basalt-900", "steam-50", 4.5],
  ["basalt-700", "steam-50", 4.5],
  ["basalt-600", "steam-50", 4.5],
  ["basalt-600", "white", 4.5],
  ["basalt-700", "steam-100", 4.5],
  ["basalt-600", "steam-100", 4.5],
  ["white", "magma-700", 4.5], // primary buttons
  ["white", "magma-800", 4.5], // primary buttons, hover
  ["magma-700", "white", 4.5], // error text, roles
  ["magma-700", "steam-50", 4.5],
  ["mineral-700", "white", 4.5], // links
  ["mineral-700", "steam-100", 4.5],
  ["mineral-800", "mineral-50", 4.5], // badges
  ["mineral-800", "mineral-100", 4.5],
  ["magma-800", "magma-100", 4.5], // avatars
  ["basalt-900", "sulphur-100", 4.5], // in-progress badge
  ["basalt-800", "basalt-100", 4.5], // upcoming badge
  ["steam-200", "basalt-950", 4.5], // footer text
  ["basalt-300", "basalt-950", 4.5], // footer small print
  ["steam-200", "basalt-900", 4.5], // statistics labels
  ["mineral-300", "basalt-900", 4.5], // statistics claims
  ["mineral-300", "basalt-950", 4.5], // hero eyebrow
  ["magma-400", "basalt-950", 3], // hero highlight (large text)
  ["magma-400", "basalt-900", 3], // research figures (large text)
  ["white", "mineral-800", 4.5], // newsletter block
  ["mineral-50", "mineral-800", 4.5],
];

describe("colour contrast of the design tokens", () => {
  it.each(pairs)("%s on %s is at least %s:1", (text, background, minimum) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(minimum);
  });

  it("keeps UI edges (focus ring, input borders when focused) at 3:1", () => {
    expect(contrast(colour("magma-600"), colour("steam-50"))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour("mineral-700"), colour("white"))).toBeGreaterThanOrEqual(3);
    // Input and secondary-button borders.
    expect(contrast(colour("basalt-400"), colour("white"))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour("basalt-400"), colour("steam-50"))).toBeGreaterThanOrEqual(3);
  });
});
