import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createIssue, getIssue, issueProgress, startSending, updateDraft } from "./issues-queries.server";
import { subscribeConfirmed, subscribeToNewsletter, unsubscribeFromNewsletter } from "./queries.server";
import { mailOutbox } from "~/db/schema";
import { createMailer } from "~/lib/mail/mail.server";
import { sendIssueBatch } from "~/features/newsletter/issue-send.server";

const handle = setupTestDatabase();

const siteUrl = "https://geocert.example";
const versions = [
  { language: "en", subject: "News of the month", body: "Hello **members**.\n\n<script>alert(1)</script>" },
  { language: "is", subject: "Fréttir mánaðarins", body: "Halló." },
];

async function subscribers(n: number, language = "en") {
  for (let i = 0; i < n; i += 1) {
    await subscribeConfirmed(handle.db, { email: `s${language}${i}@example.org`, language });
  }
}

describe(`newsletter issues on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("sends an issue once to every confirmed subscriber, in their language, in batches", async () => {
    await subscribers(4, "en");
    await subscribers(2, "is");
    await subscribers(1, "tr"); // no Turkish version: English
    await subscribeToNewsletter(handle.db, { email: "pending@example.org", language: "en" });
    const id = await createIssue(handle.db, "admin", versions);
    expect(await startSending(handle.db, id)).toBe(7);
    // A second "send" (a retry, another admin) writes nothing more, and a sent issue is no draft to edit.
    expect(await startSending(handle.db, id)).toBeNull();
    expect(await updateDraft(handle.db, id, versions)).toBe(false);
    expect(await issueProgress(handle.db, id)).toEqual({ sent: 0, total: 7 });

    // Two runners (two instances) at once, in small batches.
    const mailer = createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" });
    const deps = { mailer, siteUrl };
    const run = async () => {
      let total = 0;
      for (;;) {
        const n = await sendIssueBatch(handle.db, deps, 2);
        if (n === 0) return total;
        total += n;
      }
    };
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(7);
    expect(await issueProgress(handle.db, id)).toEqual({ sent: 7, total: 7 });
    expect((await getIssue(handle.db, id))?.status).toBe("sent");

    const mails = await handle.db.select().from(mailOutbox);
    expect(mails).toHaveLength(7);
    expect(new Set(mails.map((m) => m.to)).size).toBe(7);
    expect(mails.find((m) => m.to === "sis0@example.org")?.subject).toBe("Fréttir mánaðarins");
    expect(mails.find((m) => m.to === "str0@example.org")?.subject).toBe("News of the month");
    const english = mails.find((m) => m.to === "sen0@example.org")!;
    expect(english.category).toBe("newsletter");
    expect(english.html).toContain("<strong>members</strong>");
    expect(english.html).not.toContain("<script");
    expect(english.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /<(.+)>/.exec(english.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(link).toMatch(/^https:\/\/geocert\.example\/unsubscribe\?token=/);
    expect(english.text).toContain(link);
    expect(english.html).toContain(link.replaceAll("&", "&amp;"));
    // Each subscriber's link is their own.
    expect(mails.find((m) => m.to === "sen1@example.org")?.text).not.toContain(link);
  });

  it("skips an address that unsubscribed after sending began", async () => {
    await subscribers(2, "en");
    const id = await createIssue(handle.db, "admin", versions.slice(0, 1));
    await startSending(handle.db, id);
    await unsubscribeFromNewsletter(handle.db, "sen1@example.org");
    const mailer = createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" });
    expect(await sendIssueBatch(handle.db, { mailer, siteUrl })).toBe(2);
    expect((await handle.db.select().from(mailOutbox)).map((m) => m.to)).toEqual(["sen0@example.org"]);
  });
});
