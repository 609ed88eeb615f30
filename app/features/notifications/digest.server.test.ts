import { describe, expect, it } from "vitest";
import { preferencesOf, savePreferences } from "~/features/notifications/queries.server";
import { mailOutbox, notificationDigests } from "~/db/schema";
import { createMailer } from "~/lib/mail/mail.server";
import { readUnsubscribeToken } from "~/lib/mail/unsubscribe.server";
import "~/lib/mail/unsubscribe-kinds.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { sendDigests } from "./digest.server";
import { notify } from "./notify.server";

const handle = setupTestDatabase();
const siteUrl = "https://geocert.example";
const mailer = () => createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" });
const deps = () => ({ mailer: mailer(), siteUrl });
const data = (title: string) => ({ title, url: "/community/d1", actor: "Ana Actor" });

describe("notification digests", () => {
  it("groups a member's digest notifications in one mail, once per period even with two runners racing", async () => {
    const db = handle.db;
    const ben = await insertTestUser(db, "Ben Reader", "tr");
    const cy = await insertTestUser(db, "Cy Instant");
    await savePreferences(db, ben, { "forum.reply": "daily" });
    // forum.replyAfter and forum.watched are daily by default; forum.reply is instant by default (Cy).
    await db.transaction(async (tx) => {
      await notify(tx, { userId: ben, type: "forum.reply", data: data("Brine chemistry") }, deps());
      await notify(tx, { userId: ben, type: "forum.replyAfter", data: data("Scaling in wells") }, deps());
      await notify(tx, { userId: ben, type: "forum.watched", data: data("Binary plants") }, deps());
      await notify(tx, { userId: cy, type: "forum.reply", data: data("Brine chemistry") }, deps());
    });
    const instant = await db.select().from(mailOutbox);
    expect(instant.map((mail) => mail.to)).toEqual([`${cy}@example.org`]);

    const periodStart = new Date("2026-11-27T07:00:00Z");
    const options = { frequency: "daily" as const, periodStart, mailer: mailer(), siteUrl };
    const sent = await Promise.all([sendDigests(db, options), sendDigests(db, options)]);
    expect(sent[0]! + sent[1]!).toBe(1);
    const digests = (await db.select().from(mailOutbox)).filter((mail) => mail.to === `${ben}@example.org`);
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest.language).toBe("tr");
    for (const title of ["Brine chemistry", "Scaling in wells", "Binary plants"]) expect(digest.text).toContain(title);
    expect(digest.html).toContain("Binary plants");
    expect(digest.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // A restart in the same period, or the weekly run, sends nothing more (nothing new, nothing weekly).
    expect(await sendDigests(db, options)).toBe(0);
    expect(await sendDigests(db, { ...options, frequency: "weekly" })).toBe(0);
    expect(await db.select().from(notificationDigests)).toHaveLength(1);
  });

  it("sends nothing for notifications already read, and the one-click link turns the member's digests off", async () => {
    const db = handle.db;
    const ben = await insertTestUser(db, "Ben Reader");
    await db.transaction((tx) =>
      notify(tx, { userId: ben, type: "forum.watched", data: data("Binary plants") }, deps()),
    );
    const periodStart = new Date("2026-11-30T07:00:00Z");
    expect(await sendDigests(db, { frequency: "daily", periodStart, mailer: mailer(), siteUrl })).toBe(1);
    const [mail] = await db.select().from(mailOutbox);
    const token = decodeURIComponent(/token=([^>\s&]+)/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
    const outcome = await readUnsubscribeToken(db, token);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.kind).toBe("notifications-digest");
    await outcome.definition.handler(db, outcome.subject);
    const preferences = await preferencesOf(db, ben);
    expect(preferences["forum.watched"]).toBe("off");
    expect(preferences["forum.replyAfter"]).toBe("off");
    expect(preferences["forum.reply"]).toBe("instant");
  });
});
