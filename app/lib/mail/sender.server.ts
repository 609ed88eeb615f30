import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Database } from "~/db/client.server";
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  pruneMailOutbox,
  type OutboxMail,
} from "~/lib/mail/outbox-queries.server";
import { logger } from "~/lib/server/log.server";

/**
 * Delivery of the mail outbox (docs/decisions/015-mail-outbox.md). Every instance runs one sender;
 * a row lease in `mail_outbox` makes each message go out through one of them.
 */

export type MailTransport = {
  /** Hands one stored message to SMTP (or writes it as an .eml file); throws when that fails. */
  deliver: (mail: OutboxMail) => Promise<void>;
  describe: () => string;
  close: () => void;
};

export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

/** Short SMTP timeouts: a hung mail server costs an attempt, never minutes (nodemailer's defaults). */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/**
 * Nodemailer, as SMTP when SMTP_URL is set, otherwise writing each message as an .eml file to
 * DATA_DIR/outbox (open it with any mail program). Every attempt of a message carries the same
 * Message-ID and Date, so a receiver can recognise a repeated delivery.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  timeouts?: SmtpTimeouts;
}): MailTransport {
  const compose = (mail: OutboxMail) => ({
    from: options.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId,
    date: mail.createdAt,
    headers: {
      ...(mail.headers ?? {}),
      ...(mail.language ? { "Content-Language": mail.language } : {}),
    },
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      encoding: "base64",
    })),
  });
  if (options.smtpUrl) {
    const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async deliver(mail) {
        await transport.sendMail(compose(mail));
      },
      describe: () => `SMTP (${new URL(options.smtpUrl!).host})`,
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(mail) {
      const info = await transport.sendMail(compose(mail));
      // Owner-only whatever the umask: a message may carry a password-reset or sign-in link.
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      writeFileSync(path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
    },
    describe: () => `outbox folder ${outbox}`,
    close: () => transport.close(),
  };
}

export type Backoff = { baseSeconds: number; maxSeconds: number };
export const DEFAULT_BACKOFF: Backoff = { baseSeconds: 30, maxSeconds: 3600 };
export const DEFAULT_MAX_ATTEMPTS = 10;

/** Seconds before the next attempt after `attempt` failed ones: base, 2×base, 4×base … up to the cap. */
export function backoffSeconds(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.baseSeconds * 2 ** Math.max(attempt - 1, 0), backoff.maxSeconds);
}

/** A refusal the server will repeat (5xx, e.g. an unknown mailbox): no use trying again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${typeof code === "string" ? `${code}: ` : ""}${error.message}`;
}

export type SenderPass = { sent: number; retrying: number; failed: number };

export type MailSender = {
  /** Delivers every due message (one at a time, each under its lease) and returns what happened. */
  runOnce: () => Promise<SenderPass>;
  /** An enqueue happened: look now, and a few more times in the next seconds (its commit). */
  wake: () => void;
  start: () => void;
  /** Stops the loop and waits for a delivery in progress. */
  stop: () => Promise<void>;
};

/** How long a claimed message stays leased: far beyond one attempt (bounded by the SMTP timeouts). */
export const MAIL_LEASE_SECONDS = 5 * 60;
/** Hard limit of one attempt, in case a server trickles bytes forever (below the lease). */
const ATTEMPT_LIMIT_MS = 2 * 60_000;
/** After a wake, the sender looks every BURST_STEP_MS for BURST_MS (a transaction commits meanwhile). */
const BURST_MS = 2000;
const BURST_STEP_MS = 100;
const PRUNE_EVERY_MS = 60 * 60_000;

export function createMailSender(options: {
  db: Database;
  transport: MailTransport;
  /** This instance's name in lease rows. */
  owner?: string;
  maxAttempts?: number;
  backoff?: Backoff;
  /** How often the loop looks for due messages when not woken (default 5 s). */
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
}): MailSender {
  const owner = options.owner ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollMs = options.pollMs ?? 5000;
  const log = options.log ?? ((message: string, error?: unknown) => logger.error({ err: error }, message));

  const attempt = async (mail: OutboxMail): Promise<keyof SenderPass> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        options.transport.deliver(mail),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("The attempt took too long")), ATTEMPT_LIMIT_MS);
        }),
      ]);
    } catch (error) {
      const final = mail.attempts >= maxAttempts || isPermanent(error);
      const message = describeError(error);
      log(`Mail ${mail.messageId} to ${mail.to}: attempt ${mail.attempts} failed (${message})`);
      await markMailAttemptFailed(options.db, mail.id, owner, {
        error: message,
        retryInSeconds: final ? null : backoffSeconds(mail.attempts, backoff),
      });
      return final ? "failed" : "retrying";
    } finally {
      clearTimeout(timer);
    }
    // Right after the server's answer: the window in which a crash repeats a delivery is this one
    // statement (the repeated message has the same Message-ID).
    await markMailSent(options.db, mail.id);
    return "sent";
  };

  const runOnce = async (): Promise<SenderPass> => {
    const pass: SenderPass = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const [mail] = await claimDueMail(options.db, { owner, leaseSeconds: MAIL_LEASE_SECONDS, limit: 1 });
      if (!mail) return pass;
      pass[await attempt(mail)]++;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let started = false;
  let again = false;
  let burstUntil = 0;
  let lastPrune = 0;

  const schedule = (ms: number) => {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        await runOnce();
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneMailOutbox(options.db);
        }
      } catch (error) {
        log("The mail sender failed; it tries again shortly", error);
      }
    })();
    await running;
    running = null;
    if (again) {
      again = false;
      schedule(0);
    } else {
      schedule(Date.now() < burstUntil ? BURST_STEP_MS : pollMs);
    }
  };

  return {
    runOnce,
    wake() {
      burstUntil = Date.now() + BURST_MS;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
      options.transport.close();
    },
  };
}
