import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { insertOutboxMail } from "~/lib/mail/outbox-queries.server";
import type { MailAttachment, MailCategory } from "~/lib/mail/schema";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Language of the message (Content-Language), the recipient's. */
  language?: string;
  /** "transactional" (the default), or "notification"/"newsletter", which carry an unsubscribe. */
  category?: MailCategory;
  /** Extra headers handed to the transport, e.g. `unsubscribeLinks(…).headers` (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (filename, content type, content in base64), e.g. an event's .ics. */
  attachments?: MailAttachment[];
};

export type SendOptions = {
  /**
   * The transaction of the change the mail belongs to: the message is stored in it, so it is sent
   * only if the change commits, and is never lost once it has. Without it, the mailer's database.
   */
  db?: Database;
};

export type Mailer = {
  /** Stores the message in the outbox (a fast insert); the sender delivers it off the request path. */
  send: (message: MailMessage, options?: SendOptions) => Promise<{ id: string } | void>;
  /** Where messages go: "SMTP (host)" or the outbox folder. */
  describe: () => string;
  /** Tells this instance's sender to look now (e.g. after staff put a failed message back). */
  wake?: () => void;
};

/**
 * The mail outbox's front (docs/decisions/015-mail-outbox.md): `send` inserts the message into
 * `mail_outbox` and wakes this instance's sender (app/lib/mail/sender.server.ts), which delivers it
 * through SMTP or as an .eml file, with retries.
 */
export function createMailer(options: {
  db: Database;
  from: string;
  /** Wakes the sender after an enqueue (it looks again shortly, so a surrounding commit is seen). */
  notify?: () => void;
  describe?: () => string;
}): Mailer {
  const domain = messageIdDomain(options.from);
  return {
    async send(message, sendOptions) {
      const row = await insertOutboxMail(sendOptions?.db ?? options.db, {
        messageId: `<${randomUUID()}@${domain}>`,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        language: message.language ?? null,
        category: message.category ?? "transactional",
        headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
        attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
      });
      options.notify?.();
      return row;
    },
    describe: options.describe ?? (() => "outbox"),
    wake: () => options.notify?.(),
  };
}

/** The domain of the sender's address (for Message-IDs), e.g. "geocert.example". */
export function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@").pop()?.trim().toLowerCase() ?? "";
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes(".") ? domain : "localhost";
}
