import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mail.server";

describe("mailer without SMTP", () => {
  it("writes each message to DATA_DIR/outbox as an .eml file", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
    const mailer = createMailer({ dataDir, from: "GeoCert <no-reply@geocert.example>" });
    await mailer.send({
      to: "ada@example.org",
      subject: "Þakka þér fyrir",
      text: "Halló Ada",
      replyTo: "staff@geocert.example",
      language: "is",
    });
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(eml).toContain("To: ada@example.org");
    expect(eml).toContain("From: GeoCert <no-reply@geocert.example>");
    expect(eml).toContain("Reply-To: staff@geocert.example");
    expect(eml).toContain("Content-Language: is");
    expect(eml).toMatch(/Subject: =\?UTF-8\?/); // encoded non-ASCII subject
    expect(mailer.describe()).toContain("outbox");
  });
});
