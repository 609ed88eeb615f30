import { MailButton, MailHeading, MailParagraph, MailQuote } from "./blocks";
import { MailLayout } from "./layout";

/**
 * A mail about a member's registration for an event (registered, waitlisted, promoted, cancelled):
 * a heading, one paragraph of our own words with the event's title and date, and a button to the
 * event's page. The .ics travels as an attachment, not in the body. A cancellation by our staff may
 * quote the admin's short reason (text, escaped like every value).
 */
export function EventMail({
  heading,
  body,
  button,
  href,
  quote,
  reason,
  fallback,
}: {
  quote?: { intro: string; words: string };
  fallback?: string;
  heading: string;
  body: string;
  button: string;
  href: string;
  reason: string;
}) {
  return (
    <MailLayout preview={body} reason={reason}>
      <MailHeading>{heading}</MailHeading>
      <MailParagraph>{body}</MailParagraph>
      {quote ? <MailQuote cite={quote.intro}>{quote.words}</MailQuote> : null}
      <MailButton href={href} fallback={fallback}>
        {button}
      </MailButton>
    </MailLayout>
  );
}
