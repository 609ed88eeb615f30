import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Language of the message (Content-Language), the recipient's. */
  language?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Where messages go: "smtp" or the outbox folder. */
  describe: () => string;
};

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file to DATA_DIR/outbox (open it with any mail program).
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(toNodemailer(options.from, message));
      },
      describe: () => `SMTP (${new URL(options.smtpUrl!).host})`,
    };
  }
  const outbox = path.resolve(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(options.from, message));
      mkdirSync(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      writeFileSync(path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer);
    },
    describe: () => `outbox folder ${outbox}`,
  };
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.language ? { "Content-Language": message.language } : undefined,
  };
}
