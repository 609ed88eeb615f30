import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, setupTestDatabase } from "../../../tests/support/test-db.server";
import { listRecentMail, mailOutboxCounts, retryFailedMail } from "~/lib/mail/outbox-queries.server";
import { mailOutbox } from "~/db/schema";
import { createMailer, type MailMessage } from "./mail.server";
import { backoffSeconds, createMailSender, createMailTransport, type MailTransport } from "./sender.server";

const handle = setupTestDatabase();
const FROM = "GeoCert <no-reply@geocert.example>";

const message = (n: number, overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: `person${n}@example.org`,
  subject: `Message ${n}`,
  text: `Body of message ${n}`,
  language: "en",
  ...overrides,
});

/** A local SMTP server (smtp-server) that records each message it accepts. */
type Received = { to: string[]; messageId: string; raw: string };
async function startSmtp(options: { port?: number; rejectTo?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectTo && address.address === options.rejectTo) {
        const error = new Error("No such mailbox") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? "",
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free local port with nothing listening on it (an SMTP server that is down). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const transports: MailTransport[] = [];
const smtpTransport = (url: string, timeoutMs = 2000) => {
  const transport = createMailTransport({
    smtpUrl: url,
    dataDir: tmpdir(),
    from: FROM,
    timeouts: { connectionMs: timeoutMs, greetingMs: timeoutMs, socketMs: timeoutMs },
  });
  transports.push(transport);
  return transport;
};
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

const rows = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
/** Makes every pending message due now (instead of waiting out its backoff). */
const makeDue = () =>
  handle.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.status, "pending"));

describe("enqueueing", () => {
  it("stores the message with the write that causes it: a rolled-back transaction leaves no mail", async () => {
    const mailer = createMailer({ db: handle.db, from: FROM });
    await handle.db
      .transaction(async (tx) => {
        await mailer.send(message(1), { db: tx });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect(await rows()).toHaveLength(0);

    await handle.db.transaction(async (tx) => {
      await mailer.send(message(2), { db: tx });
    });
    const [stored] = await rows();
    expect(stored).toMatchObject({ to: "person2@example.org", subject: "Message 2", status: "pending", attempts: 0 });
    expect(stored!.messageId).toMatch(/^<[0-9a-f-]{36}@geocert\.example>$/);
  });

  it("wakes the sender after an enqueue", async () => {
    let woken = 0;
    const mailer = createMailer({ db: handle.db, from: FROM, notify: () => woken++ });
    await mailer.send(message(1));
    expect(woken).toBe(1);
  });

  it("a stalled SMTP server does not hold the request that enqueues", async () => {
    // A server that accepts connections and never answers (no greeting).
    const sockets: Socket[] = [];
    const stalled: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", () => resolve()));
    const port = (stalled.address() as AddressInfo).port;
    const sender = createMailSender({
      db: handle.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, 500),
      owner: "a",
      maxAttempts: 5,
    });
    const mailer = createMailer({ db: handle.db, from: FROM, notify: sender.wake });
    try {
      await mailer.send(message(1));
      const delivering = sender.runOnce();
      let settled = false;
      void delivering.finally(() => (settled = true));
      // The request's part (enqueueing another message) completes while delivery is still waiting.
      await mailer.send(message(2));
      expect(settled).toBe(false);
      const outcome = await delivering;
      expect(outcome.retrying).toBeGreaterThanOrEqual(1);
      const [first] = await rows();
      expect(first).toMatchObject({ status: "pending", attempts: 1 });
      expect(first!.lastError).toMatch(/ETIMEDOUT|timeout/i);
    } finally {
      await sender.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
  });
});

describe("delivery", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ rejectTo: "nobody@example.org" });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers each message once, with its stable Message-ID, and keeps no body once sent", async () => {
    smtp.received.length = 0;
    const mailer = createMailer({ db: handle.db, from: FROM });
    await mailer.send(message(1, { replyTo: "staff@geocert.example", language: "is", subject: "Þakka þér" }));
    const sender = createMailSender({ db: handle.db, transport: smtpTransport(smtp.url), owner: "a", maxAttempts: 3 });
    expect(await sender.runOnce()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await sender.runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, text: "" });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received[0]!.messageId).toBe(row!.messageId);
    expect(smtp.received[0]!.to).toEqual(["person1@example.org"]);
    expect(smtp.received[0]!.raw).toContain("Content-Language: is");
    expect(smtp.received[0]!.raw).toContain("Reply-To: staff@geocert.example");
  });

  it("stores a message's category and headers, and the sender hands the headers to SMTP (RFC 8058)", async () => {
    smtp.received.length = 0;
    const mailer = createMailer({ db: handle.db, from: FROM });
    const unsubscribe = "https://geocert.example/unsubscribe?token=abc.def";
    await mailer.send(
      message(1, {
        html: "<p>Hello</p>",
        category: "newsletter",
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }),
    );
    const [queued] = await rows();
    expect(queued).toMatchObject({ category: "newsletter", headers: { "List-Unsubscribe": `<${unsubscribe}>` } });
    const sender = createMailSender({ db: handle.db, transport: smtpTransport(smtp.url), owner: "a", maxAttempts: 3 });
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.received[0]!.raw).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(smtp.received[0]!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: "sent", category: "newsletter", headers: null, html: null });
  });

  it("a message the server refuses for good (5xx) fails at once", async () => {
    const mailer = createMailer({ db: handle.db, from: FROM });
    await mailer.send(message(1, { to: "nobody@example.org" }));
    const sender = createMailSender({ db: handle.db, transport: smtpTransport(smtp.url), owner: "a", maxAttempts: 5 });
    expect(await sender.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toContain("550");
  });

  it("SMTP down: stored, nothing sent, retried with backoff; SMTP back: all delivered once", async () => {
    const port = await freePort();
    const mailer = createMailer({ db: handle.db, from: FROM });
    for (let n = 1; n <= 5; n++) await mailer.send(message(n));
    const sender = createMailSender({
      db: handle.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      owner: "a",
      maxAttempts: 5,
      backoff: { baseSeconds: 60, maxSeconds: 3600 },
    });
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retrying: 5 });
    // Backoff: the next attempt about a minute later (database time), then about two.
    const delays = async () =>
      (
        await handle.db
          .select({ seconds: sql<number>`extract(epoch from (${mailOutbox.nextAttemptAt} - now()))::float8` })
          .from(mailOutbox)
      ).map((r) => Number(r.seconds));
    for (const seconds of await delays()) expect(seconds > 50 && seconds <= 60, `${seconds} s`).toBe(true);
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retrying: 0 }); // not due yet
    await makeDue();
    expect(await sender.runOnce()).toMatchObject({ retrying: 5 });
    for (const seconds of await delays()) expect(seconds > 110 && seconds <= 120, `${seconds} s`).toBe(true);
    expect((await rows()).every((r) => r.status === "pending" && r.attempts === 2)).toBe(true);
    expect((await rows())[0]!.lastError).toMatch(/ECONNREFUSED/);

    const back = await startSmtp({ port });
    try {
      await makeDue();
      expect(await sender.runOnce()).toMatchObject({ sent: 5 });
      await makeDue();
      expect(await sender.runOnce()).toMatchObject({ sent: 0 });
      expect(back.received.map((r) => r.to[0]).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `person${n}@example.org`));
      expect(await mailOutboxCounts(handle.db)).toEqual({ pending: 0, sent: 5, failed: 0 });
    } finally {
      await back.close();
    }
  });

  it("gives up after the maximum number of attempts, and an admin can retry a failed message", async () => {
    const port = await freePort();
    const mailer = createMailer({ db: handle.db, from: FROM });
    await mailer.send(message(1));
    const sender = createMailSender({
      db: handle.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      owner: "a",
      maxAttempts: 3,
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue();
      const outcome = await sender.runOnce();
      expect(outcome).toMatchObject(attempt < 3 ? { retrying: 1, failed: 0 } : { retrying: 0, failed: 1 });
    }
    await makeDue();
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(await mailOutboxCounts(handle.db)).toEqual({ pending: 0, sent: 0, failed: 1 });
    const [listed] = await listRecentMail(handle.db, {});
    expect(listed).toMatchObject({ id: failed!.id, to: "person1@example.org", subject: "Message 1", status: "failed" });

    expect(await retryFailedMail(handle.db, failed!.id)).toBe(true);
    expect(await retryFailedMail(handle.db, failed!.id)).toBe(false); // pending now, not failed
    const back = await startSmtp({ port });
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 1 });
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("a lease left by a crashed sender runs out, and the message is sent with the same Message-ID", async () => {
    smtp.received.length = 0;
    const mailer = createMailer({ db: handle.db, from: FROM });
    await mailer.send(message(1));
    // "Crashed" instance: claimed (lease taken, attempt counted) and never finished.
    await handle.db
      .update(mailOutbox)
      .set({ leasedUntil: sql`now() + interval '5 minutes'`, leaseOwner: "crashed", attempts: 1 });
    const sender = createMailSender({ db: handle.db, transport: smtpTransport(smtp.url), owner: "b", maxAttempts: 3 });
    expect(await sender.runOnce()).toMatchObject({ sent: 0 });
    await handle.db.update(mailOutbox).set({ leasedUntil: sql`now() - interval '1 second'` });
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received.map((r) => r.messageId)).toEqual([row!.messageId]);
  });

  it("two senders (two instances) on one database deliver each message exactly once", async () => {
    smtp.received.length = 0;
    // On PostgreSQL the second instance has its own connection pool; PGlite is one process.
    const other = process.env.DATABASE_URL ? await openTestDatabase() : null;
    try {
      const mailer = createMailer({ db: handle.db, from: FROM });
      for (let n = 1; n <= 30; n++) await mailer.send(message(n));
      const senders = [
        createMailSender({ db: handle.db, transport: smtpTransport(smtp.url), owner: "one", maxAttempts: 3 }),
        createMailSender({
          db: other?.db ?? handle.db,
          transport: smtpTransport(smtp.url),
          owner: "two",
          maxAttempts: 3,
        }),
      ];
      const outcomes = await Promise.all(senders.map((s) => s.runOnce()));
      expect(outcomes.reduce((sum, o) => sum + o.sent, 0)).toBe(30);
      const ids = smtp.received.map((r) => r.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(await mailOutboxCounts(handle.db)).toEqual({ pending: 0, sent: 30, failed: 0 });
      const owners = new Set((await rows()).map((r) => r.leaseOwner));
      expect(owners).toEqual(new Set([null]));
    } finally {
      await other?.close();
    }
  });
});

describe("the sender loop", () => {
  it("delivers promptly after an enqueue (woken, not waiting for the poll) and stops cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const transport = createMailTransport({ dataDir, from: FROM });
    const sender = createMailSender({ db: handle.db, transport, owner: "a", maxAttempts: 3, pollMs: 60_000 });
    const mailer = createMailer({ db: handle.db, from: FROM, notify: sender.wake });
    sender.start();
    try {
      await handle.db.transaction(async (tx) => {
        await mailer.send(message(1, { subject: "Þakka þér fyrir", replyTo: "staff@geocert.example" }), { db: tx });
      });
      const outbox = path.join(dataDir, "outbox");
      await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0)).toBe(1);
      const [file] = readdirSync(outbox);
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
      const eml = readFileSync(path.join(outbox, file!), "utf8");
      const [row] = await rows();
      expect(eml).toContain("To: person1@example.org");
      expect(eml).toContain(`Message-ID: ${row!.messageId}`);
      await expect.poll(async () => (await rows())[0]!.status).toBe("sent");
    } finally {
      await sender.stop();
    }
  });
});

describe("attachments", () => {
  it("hands a message's attachments to the transport and drops them once sent", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const transport = createMailTransport({ dataDir, from: FROM });
    transports.push(transport);
    const sender = createMailSender({ db: handle.db, transport, owner: "a", maxAttempts: 3, pollMs: 60_000 });
    const mailer = createMailer({ db: handle.db, from: FROM });
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await mailer.send({
      ...message(1),
      attachments: [
        { filename: "meetup.ics", contentType: "text/calendar", content: Buffer.from(ics).toString("base64") },
      ],
    });
    expect((await rows())[0]!.attachments).toEqual([
      { filename: "meetup.ics", contentType: "text/calendar", content: Buffer.from(ics).toString("base64") },
    ]);
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [file] = readdirSync(path.join(dataDir, "outbox"));
    const eml = readFileSync(path.join(dataDir, "outbox", file!), "utf8");
    expect(eml).toMatch(/Content-Type: text\/calendar; name=meetup\.ics/);
    expect(eml).toContain("Content-Disposition: attachment; filename=meetup.ics");
    expect(eml).toContain(Buffer.from(ics).toString("base64"));
    expect((await rows())[0]!.attachments).toBeNull();
  });
});

describe("backoff", () => {
  it("doubles from the base up to the cap", () => {
    const options = { baseSeconds: 30, maxSeconds: 3600 };
    expect([1, 2, 3, 4, 8, 20].map((attempt) => backoffSeconds(attempt, options))).toEqual([
      30, 60, 120, 240, 3600, 3600,
    ]);
  });
});
