import { certifications } from "~/content/certifications";
import { frameworkLevels } from "~/content/framework";
import type { CredentialLevel } from "~/lib/registry/registry";

/**
 * The badge artwork of a credential (issue 18): the site's level card as a square badge — the
 * level's accent band with the GeoCert mark, the post-nominal letters, the level's name and the
 * holder's name. Pure SVG: no fonts, images or styles from elsewhere (generic font families only),
 * every text escaped. The route bakes the signed credential into it (baked-badge.server.ts).
 */

/** The levels' accents: app/components/certifications/level-accent.ts as colours. */
export const levelColours: Record<CredentialLevel, { accent: string; light: string }> = {
  associate: { accent: "#0f8278", light: "#7fd1c6" },
  professional: { accent: "#0b5a54", light: "#7fd1c6" },
  senior: { accent: "#c2431f", light: "#f08a5d" },
  expert: { accent: "#8a2c14", light: "#f08a5d" },
};

export type BadgeArtInput = {
  level: CredentialLevel;
  /** The level's certification name in the visitor's language ("Certified Geothermal Professional"). */
  levelName: string;
  holderName: string;
  /** The word above the holder's name ("Certified"). */
  certified: string;
  /** The image's accessible title ("Certified Geothermal Professional — Ada Lovelace"). */
  title: string;
  issuerName: string;
};

export const BADGE_SIZE = 400;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ""); // characters XML forbids
}

/** East Asian characters count double in a line's width. */
function width(text: string): number {
  let total = 0;
  for (const ch of text)
    total += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60]/u.test(ch) ? 2 : 1;
  return total;
}

/** Words broken into at most `maxLines` lines of about `perLine` characters (CJK text by character). */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = /\s/.test(text.trim()) ? text.trim().split(/\s+/) : [...text.trim()];
  const joiner = /\s/.test(text.trim()) ? " " : "";
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (line && width(next) > perLine) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${lines
    .slice(maxLines - 1)
    .join(joiner)
    .slice(0, perLine - 1)}…`;
  return kept;
}

const fontFamily = "Inter, 'Noto Sans', 'Noto Sans JP', 'Noto Sans SC', system-ui, sans-serif";

export function badgeArtSvg(input: BadgeArtInput): string {
  const colours = levelColours[input.level];
  const letters = certifications.find((c) => c.key === input.level)?.credential ?? "";
  const rank = frameworkLevels.indexOf(input.level) + 1;
  const levelLines = wrapText(input.levelName, 34, 2);
  const nameLines = wrapText(input.holderName, 24, 2);
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string, extra = "") =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;
  const dots = frameworkLevels
    .map((_, index) => {
      const cx = 200 - 27 + index * 18;
      return `<circle cx="${cx}" cy="358" r="5" fill="${index < rank ? colours.accent : "none"}" stroke="${colours.accent}" stroke-width="1.5"/>`;
    })
    .join("");
  const nameTop = levelLines.length === 1 ? 268 : 278;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 400 400" role="img" aria-labelledby="badge-title">`,
    `<title id="badge-title">${escapeXml(input.title)}</title>`,
    `<defs><clipPath id="badge-card"><rect x="8" y="8" width="384" height="384" rx="36"/></clipPath></defs>`,
    `<rect x="8" y="8" width="384" height="384" rx="36" fill="#fdfbf8" stroke="#d5dbe0" stroke-width="2"/>`,
    `<g clip-path="url(#badge-card)">`,
    `<rect x="8" y="8" width="384" height="132" fill="${colours.accent}"/>`,
    // Strata and isotherms: the mark's wave lines across the band.
    `<path d="M8 112c48-16 96-16 144 0s96 16 144 0 64-16 96-8" fill="none" stroke="${colours.light}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M8 128c48-16 96-16 144 0s96 16 144 0 64-16 96-8" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3" stroke-linecap="round"/>`,
    `</g>`,
    // The GeoCert mark (app/components/logo.tsx), centred on the band.
    `<g transform="translate(164 30) scale(1.8)">`,
    `<rect width="40" height="40" rx="10" fill="#1a242d"/>`,
    `<path d="M6 29c5-2.5 9-2.5 14 0s9 2.5 14 0" fill="none" stroke="#7fd1c6" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="M6 34c5-2.5 9-2.5 14 0s9 2.5 14 0" fill="none" stroke="#0f8278" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="M20 7c3.6 4.2 5.6 7.6 5.6 10.8A5.6 5.6 0 0 1 20 23.4a5.6 5.6 0 0 1-5.6-5.6C14.4 14.6 16.4 11.2 20 7Z" fill="#f08a5d"/>`,
    `<path d="M20 13.5c1.6 2 2.4 3.5 2.4 4.8a2.4 2.4 0 0 1-4.8 0c0-1.3.8-2.8 2.4-4.8Z" fill="#faf0d2"/>`,
    `</g>`,
    text(200, 196, 46, 800, "#10171d", letters, ' letter-spacing="4"'),
    ...levelLines.map((line, index) => text(200, 226 + index * 20, 16, 600, colours.accent, line)),
    `<line x1="150" y1="${nameTop - 16}" x2="250" y2="${nameTop - 16}" stroke="#d5dbe0" stroke-width="1.5"/>`,
    text(200, nameTop + 4, 12, 600, "#4f5f6c", input.certified.toUpperCase(), ' letter-spacing="2"'),
    ...nameLines.map((line, index) => text(200, nameTop + 30 + index * 24, 21, 700, "#1a242d", line)),
    dots,
    text(200, 384, 11, 600, "#4f5f6c", input.issuerName),
    `</svg>`,
  ].join("\n");
}
