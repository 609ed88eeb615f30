import { MailButton, MailHeading, MailParagraph, MailQuote } from "./blocks";
import { MailLayout } from "./layout";

/**
 * A notice to the site's own staff address (CONTACT_EMAIL), in English: the facts of what came in
 * and the words the visitor wrote, quoted. Only staff get it, so it may carry those words.
 */
export function StaffMail({
  heading,
  facts,
  words,
  action,
}: {
  heading: string;
  facts: ReadonlyArray<readonly [string, string]>;
  words: string;
  action?: { href: string; label: string };
}) {
  return (
    <MailLayout preview={heading}>
      <MailHeading>{heading}</MailHeading>
      <MailParagraph>
        {facts.map(([label, value], index) => (
          <span key={label}>
            {index > 0 ? <br /> : null}
            <strong>{label}:</strong> {value}
          </span>
        ))}
      </MailParagraph>
      <MailQuote>{words}</MailQuote>
      {action ? <MailButton href={action.href}>{action.label}</MailButton> : null}
    </MailLayout>
  );
}
