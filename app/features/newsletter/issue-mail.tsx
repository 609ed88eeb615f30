import { MailHeading, MailLayout } from "~/lib/mail/templates";

/** An issue as the mail shows it: the subject as title, the sanitised markdown, the unsubscribe footer. */
export function IssueMail(props: { subject: string; html: string; reason: string; unsubscribeUrl: string }) {
  return (
    <MailLayout preview={props.subject} reason={props.reason} unsubscribeUrl={props.unsubscribeUrl}>
      <MailHeading>{props.subject}</MailHeading>
      <div
        style={{ fontSize: "16px", lineHeight: "1.6" }}
        // renderMarkdown's output: sanitised (allowed tags only, no scripts, handlers or javascript: URLs).
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    </MailLayout>
  );
}
