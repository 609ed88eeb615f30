/** Mail templates (decision 028): React Email components in the site's design. Render with renderMail. */
export { MailLayout } from "./layout";
export { MailButton, MailHeading, MailLink, MailParagraph, MailQuote, Lines } from "./blocks";
export { BodyMail, type BodyMailProps } from "./body-mail";
export { EventMail } from "./event-mail";
export { MailContext, useMail, absoluteUrl, type MailEnvironment } from "./context";
export { mailColors, mailFontFamily } from "./theme";
