import { certifications } from "~/content/certifications";
import { frameworkLevels } from "~/content/framework";
import type { CredentialLevel } from "~/features/registry";

/**
 * The badge artwork of a credential: the site's level emblem (the hexagon of the holder's
 * pages, in the level's colour, with the award mark and the level's number) on a square card, with
 * the level's name and letters, the holder's name and the issuer under the GeoCert mark. Pure SVG: no fonts, images or styles from elsewhere (generic font families only),
 * every text escaped. The route bakes the signed credential into it (baked-badge.server.ts).
 */

/** The levels' accents: app/lib/levels/level-accent.ts as colours. */
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
  const nameLines = wrapText(input.holderName, 26, 2);
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string, extra = "") =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;
  let y = 218;
  const lines: string[] = [];
  levelLines.forEach((line, index) => lines.push(text(200, y + index * 20, 17, 700, colours.accent, line)));
  y += (levelLines.length - 1) * 20 + 22;
  lines.push(text(200, y, 12, 700, "#4f5f6c", letters, ' letter-spacing="3"'));
  y += 18;
  lines.push(`<line x1="150" y1="${y}" x2="250" y2="${y}" stroke="#d5dbe0" stroke-width="1.5"/>`);
  y += 24;
  lines.push(text(200, y, 11, 600, "#4f5f6c", input.certified.toLocaleUpperCase(), ' letter-spacing="2"'));
  y += 28;
  nameLines.forEach((line, index) => lines.push(text(200, y + index * 26, 22, 700, "#1a242d", line)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 400 400" role="img" aria-labelledby="badge-title">`,
    `<title id="badge-title">${escapeXml(input.title)}</title>`,
    `<defs><clipPath id="badge-card"><rect x="6" y="6" width="388" height="388" rx="36"/></clipPath></defs>`,
    `<rect x="6" y="6" width="388" height="388" rx="36" fill="#fdfbf8"/>`,
    `<rect x="6" y="6" width="388" height="12" fill="${colours.accent}" clip-path="url(#badge-card)"/>`,
    `<rect x="6" y="6" width="388" height="388" rx="36" fill="none" stroke="#d5dbe0" stroke-width="2"/>`,
    // The level emblem of the holder's pages (app/features/credentials/components/credential-parts.tsx LevelEmblem):
    // a hexagon in the level's colour with the award mark and the level's number.
    `<g transform="translate(130 28) scale(1.4)">`,
    `<polygon points="50,2 96,28 96,82 50,108 4,82 4,28" fill="${colours.accent}"/>`,
    `<polygon points="50,10 89,32 89,78 50,100 11,78 11,32" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>`,
    `<path d="M14 70 Q50 58 86 70" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`,
    `<path d="M18 80 Q50 68 82 80" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>`,
    `<g transform="translate(31 24) scale(1.583)" fill="none" stroke="#ffffff" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526"/>`,
    `<circle cx="12" cy="8" r="6"/>`,
    `</g>`,
    text(50, 77, 13, 700, "#ffffff", String(rank)),
    `</g>`,
    ...lines,
    // The issuer, under the GeoCert mark (app/components/logo.tsx).
    `<g transform="translate(190 344) scale(0.5)">`,
    `<rect width="40" height="40" rx="10" fill="#1a242d"/>`,
    `<path d="M6 29c5-2.5 9-2.5 14 0s9 2.5 14 0" fill="none" stroke="#7fd1c6" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="M6 34c5-2.5 9-2.5 14 0s9 2.5 14 0" fill="none" stroke="#0f8278" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="M20 7c3.6 4.2 5.6 7.6 5.6 10.8A5.6 5.6 0 0 1 20 23.4a5.6 5.6 0 0 1-5.6-5.6C14.4 14.6 16.4 11.2 20 7Z" fill="#f08a5d"/>`,
    `<path d="M20 13.5c1.6 2 2.4 3.5 2.4 4.8a2.4 2.4 0 0 1-4.8 0c0-1.3.8-2.8 2.4-4.8Z" fill="#faf0d2"/>`,
    `</g>`,
    `<text x="200" y="380" text-anchor="middle" font-family="${fontFamily}" font-size="10.5" font-weight="600" fill="#4f5f6c">${escapeXml(input.issuerName)}</text>`,
    `</svg>`,
  ].join("\n");
}
