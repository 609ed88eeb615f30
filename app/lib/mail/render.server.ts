import { plainTextSelectors, render, toPlainText } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import type { LanguageCode } from "~/lib/i18n/languages";
import { MailContext } from "./templates/context";

export type RenderedMail = { subject: string; html: string; text: string };

export type RenderOptions = {
  language: LanguageCode;
  subject: string;
  /** SITE_URL (`config.siteUrl`): every site path in the mail becomes an absolute address on it. */
  siteUrl: string;
  /**
   * The plain-text part when the mail has a written one (the site's translated bodies); otherwise
   * it is derived from the HTML (@react-email/render's toPlainText).
   */
  text?: string;
};

/** Site paths left relative in href/src attributes (a template's own markup): made absolute. */
function absolutise(html: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

/** Headings keep their case in the text part (html-to-text would shout them). */
const textSelectors = [
  ...plainTextSelectors,
  ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
];

/**
 * Renders a mail template (app/lib/mail/templates) in `language` to its HTML and plain-text parts.
 * The result goes into `mailer.send({ to, ...rendered, language, category, headers }, { db: tx })`.
 */
export async function renderMail(element: ReactElement, options: RenderOptions): Promise<RenderedMail> {
  const wrapped = createElement(
    MailContext.Provider,
    { value: { siteUrl: options.siteUrl, language: options.language } },
    element,
  );
  const html = absolutise(await render(wrapped), options.siteUrl);
  const text = options.text ?? toPlainText(html, { selectors: textSelectors });
  return { subject: options.subject, html, text };
}
