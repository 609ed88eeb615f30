import { MailButton, MailHeading, MailParagraph } from "./blocks";
import { MailLayout } from "./layout";

/**
 * A mail about a member's registration for an event (registered, waitlisted, promoted, cancelled):
 * a heading, one paragraph of our own words with the event's title and date, and a button to the
 * event's page. The .ics travels as an attachment, not in the body.
 */
export function EventMail({
  heading,
  body,
  button,
  href,
  reason,
  fallback,
}: {
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
      <MailButton href={href} fallback={fallback}>
        {button}
      </MailButton>
    </MailLayout>
  );
}
