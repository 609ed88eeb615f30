import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * The site's design tokens (app/styles/app.css, /work/shared/DESIGN.md) as mail clients need them:
 * inline colours and a font stack that falls back to system fonts (mail clients load no web fonts).
 * Every text/background pair below is at least 4.5:1 (app/lib/mail/render.server.test.ts checks them).
 */
export const mailColors = {
  basalt900: "#1a242d",
  basalt700: "#3a4a57",
  basalt600: "#4f5f6c",
  basalt200: "#d5dbe0",
  basalt100: "#e7ebee",
  steam50: "#fdfbf8",
  steam100: "#f7f3ec",
  steam200: "#ece5d8",
  magma700: "#a3361a",
  magma400: "#f08a5d",
  mineral800: "#0b5a54",
  mineral300: "#7fd1c6",
  mineral50: "#eef8f6",
  white: "#ffffff",
} as const;

const latin = "Inter, 'Noto Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The font stack for a language: Japanese and Chinese get their own system fonts first. */
export function mailFontFamily(language: LanguageCode): string {
  if (language === "ja") return `'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', Meiryo, ${latin}`;
  if (language === "zh") return `'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', ${latin}`;
  return latin;
}
