import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { OutboxMail } from "~/lib/mail/outbox-queries.server";
import { messageIdDomain } from "./mail.server";
import { createMailTransport } from "./sender.server";

const stored = (overrides: Partial<OutboxMail>): OutboxMail => ({
  id: "00000000-0000-4000-8000-000000000001",
  messageId: "<6d1f3c52-0000-4000-8000-000000000001@geocert.example>",
  to: "ada@example.org",
  replyTo: null,
  subject: "Subject",
  text: "Text",
  html: null,
  language: null,
  category: "transactional",
  headers: null,
  attachments: null,
  status: "pending",
  attempts: 1,
  nextAttemptAt: new Date(),
  leasedUntil: null,
  leaseOwner: null,
  lastError: null,
  createdAt: new Date("2026-03-01T10:00:00Z"),
  sentAt: null,
  ...overrides,
});

describe("mail transport without SMTP", () => {
  it("writes each message to DATA_DIR/outbox as an .eml file", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const transport = createMailTransport({ dataDir, from: "GeoCert <no-reply@geocert.example>" });
    await transport.deliver(
      stored({
        subject: "Þakka þér fyrir",
        text: "Halló Ada",
        replyTo: "staff@geocert.example",
        language: "is",
      }),
    );
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(eml).toContain("To: ada@example.org");
    expect(eml).toContain("From: GeoCert <no-reply@geocert.example>");
    expect(eml).toContain("Reply-To: staff@geocert.example");
    expect(eml).toContain("Content-Language: is");
    expect(eml).toContain("Message-ID: <6d1f3c52-0000-4000-8000-000000000001@geocert.example>");
    expect(eml).toContain("Date: Sun, 01 Mar 2026 10:00:00 +0000");
    expect(eml).toMatch(/Subject: =\?UTF-8\?/); // encoded non-ASCII subject
    expect(transport.describe()).toContain("outbox");
  });
});

describe("headers of the outbox", () => {
  it("reach the transport: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and the HTML part", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const transport = createMailTransport({ dataDir, from: "GeoCert <no-reply@geocert.example>" });
    const url = "https://geocert.example/unsubscribe?token=abc.def";
    await transport.deliver(
      stored({
        category: "newsletter",
        html: "<p>Hello</p>",
        language: "en",
        headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }),
    );
    const [file] = readdirSync(path.join(dataDir, "outbox"));
    const eml = readFileSync(path.join(dataDir, "outbox", file!), "utf8");
    expect(eml).toContain(`List-Unsubscribe: <${url}>`);
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(eml).toContain("Content-Language: en");
    expect(eml).toContain("Content-Type: text/html");
    expect(eml).toContain("Content-Type: text/plain");
  });
});

describe("Message-ID domain", () => {
  it("is the sender's domain", () => {
    expect(messageIdDomain("GeoCert <no-reply@geocert.example>")).toBe("geocert.example");
    expect(messageIdDomain("no-reply@Mail.Example.ORG")).toBe("mail.example.org");
    expect(messageIdDomain("GeoCert")).toBe("localhost");
  });
});
