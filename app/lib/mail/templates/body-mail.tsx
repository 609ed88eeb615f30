import { Fragment, type ReactNode } from "react";
import { MailButton, MailHeading, MailLink, MailParagraph, MailQuote } from "./blocks";
import { useMail } from "./context";
import { MailLayout } from "./layout";
import { getNamespace } from "~/locales/index.server";

export type BodyMailProps = {
  /** Shown as the mail's title (usually its subject). */
  heading: string;
  /** A translated body with `{{placeholders}}`, paragraphs separated by blank lines (the plain-text wording). */
  template: string;
  values: Record<string, string>;
  /** Placeholders standing alone on a line that become the mail's button, with the button's label. */
  buttons?: Record<string, string>;
  /** Placeholders standing alone on a line that hold someone's words: drawn as a quote box. */
  quotes?: readonly string[];
  /** Placeholders whose values are addresses: drawn as links. */
  links?: readonly string[];
  reason?: string;
  unsubscribeUrl?: string;
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A mail whose words are one translated body text (the form the site's mails have always had):
 * the same wording as the plain-text part, drawn in the site's frame. Values are text (React
 * escapes them); only the placeholders named in `links` and `buttons` become links.
 */
export function BodyMail(props: BodyMailProps) {
  const { language } = useMail();
  const fallback = getNamespace(language, "mail").layout.linkFallback;
  const blocks: ReactNode[] = [];
  for (const [p, paragraph] of props.template.split(/\n{2,}/).entries()) {
    let lines: string[] = [];
    const flush = (key: string) => {
      const kept = lines;
      lines = [];
      const rendered = kept
        .map((line) => ({ line, filled: line.replace(PLACEHOLDER, (_, name: string) => props.values[name] ?? "") }))
        .filter(({ filled }) => filled.trim() !== "");
      if (rendered.length === 0) return;
      blocks.push(
        <MailParagraph key={key}>
          {rendered.map(({ line }, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              <Inline line={line} values={props.values} links={props.links ?? []} />
            </Fragment>
          ))}
        </MailParagraph>,
      );
    };
    for (const [l, line] of paragraph.split("\n").entries()) {
      const alone = /^\{\{(\w+)\}\}$/.exec(line.trim())?.[1];
      if (alone && props.buttons?.[alone] !== undefined) {
        flush(`${p}-${l}-text`);
        const href = props.values[alone];
        if (href) {
          blocks.push(
            <MailButton key={`${p}-${l}`} href={href} fallback={fallback}>
              {props.buttons[alone]}
            </MailButton>,
          );
        }
      } else if (alone && props.quotes?.includes(alone)) {
        flush(`${p}-${l}-text`);
        const words = props.values[alone]?.trim();
        if (words) blocks.push(<MailQuote key={`${p}-${l}`}>{words}</MailQuote>);
      } else {
        lines.push(line);
      }
    }
    flush(`${p}-end`);
  }
  return (
    <MailLayout preview={props.heading} reason={props.reason} unsubscribeUrl={props.unsubscribeUrl}>
      <MailHeading>{props.heading}</MailHeading>
      {blocks}
    </MailLayout>
  );
}

function Inline({ line, values, links }: { line: string; values: Record<string, string>; links: readonly string[] }) {
  const parts = line.split(/(\{\{\w+\}\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return <Fragment key={index}>{part}</Fragment>;
        const value = values[name] ?? part;
        return links.includes(name) && value ? (
          <MailLink key={index} href={value} />
        ) : (
          <Fragment key={index}>{value}</Fragment>
        );
      })}
    </>
  );
}
