import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savePreferences, unreadCount } from "~/features/notifications/queries.server";
import { mailOutbox, notifications, users } from "~/db/schema";
import { createMailer } from "~/lib/mail/mail.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { notify } from "./notify.server";

const handle = setupTestDatabase();
const deps = () => ({
  mailer: createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" }),
  siteUrl: "https://geocert.example",
});
const data = { title: "Brine chemistry at 300 °C", url: "/community/d1#post-p1", actor: "Ana Actor" };

describe("notify", () => {
  it("writes one notification and one mail in the recipient's language when the type is instant", async () => {
    const db = handle.db;
    const ana = await insertTestUser(db, "Ana Actor");
    const ben = await insertTestUser(db, "Ben Reader", "is");
    const id = await db.transaction((tx) =>
      notify(tx, { userId: ben, type: "forum.reply", data, actorId: ana }, deps()),
    );
    expect(id).toBeTruthy();
    expect(await unreadCount(db, ben)).toBe(1);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe("is");
    expect(mails[0]!.subject).toContain("Ana Actor");
    expect(mails[0]!.text).toContain("https://geocert.example/community/d1#post-p1");
    expect(mails[0]!.text).toContain("https://geocert.example/account/notifications");
    const [stored] = await db.select().from(notifications);
    expect(stored!.emailedAt).toBeInstanceOf(Date);
  });

  it("writes the notification without mail for digest or off, and nothing for one's own action", async () => {
    const db = handle.db;
    const ben = await insertTestUser(db, "Ben Reader");
    await savePreferences(db, ben, { "forum.reply": "off", "forum.mention": "daily" });
    await db.transaction(async (tx) => {
      await notify(tx, { userId: ben, type: "forum.reply", data }, deps());
      await notify(tx, { userId: ben, type: "forum.mention", data }, deps());
      expect(await notify(tx, { userId: ben, type: "forum.reply", data, actorId: ben }, deps())).toBeNull();
    });
    expect(await unreadCount(db, ben)).toBe(2);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("sends no mail to an unconfirmed address and tells a disabled account nothing", async () => {
    const db = handle.db;
    const cy = await insertTestUser(db, "Cy Unconfirmed");
    const di = await insertTestUser(db, "Di Disabled");
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, cy));
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, di));
    await db.transaction(async (tx) => {
      await notify(tx, { userId: cy, type: "forum.reply", data }, deps());
      expect(await notify(tx, { userId: di, type: "forum.reply", data }, deps())).toBeNull();
    });
    expect(await unreadCount(db, cy)).toBe(1);
    expect(await unreadCount(db, di)).toBe(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("sets Reply-To to the named member's address while it is confirmed, on the instant mail only", async () => {
    const db = handle.db;
    const ana = await insertTestUser(db, "Ana Actor");
    const ben = await insertTestUser(db, "Ben Reader");
    const cy = await insertTestUser(db, "Cy Unconfirmed");
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, cy));
    await db.transaction(async (tx) => {
      await notify(tx, { userId: ben, type: "mentorship.accepted", data, actorId: ana, replyToUserId: ana }, deps());
      await notify(tx, { userId: ben, type: "mentorship.accepted", data, actorId: cy, replyToUserId: cy }, deps());
      await notify(tx, { userId: ben, type: "mentorship.declined", data, actorId: ana }, deps());
    });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(3);
    const replying = mails.filter((mail) => mail.replyTo);
    expect(replying.map((mail) => mail.replyTo)).toEqual([`${ana}@example.org`]);
    expect(replying[0]!.text).not.toContain(`${ana}@example.org`);
  });

  it("leaves nothing when the change rolls back", async () => {
    const db = handle.db;
    const ben = await insertTestUser(db, "Ben Reader");
    await db
      .transaction(async (tx) => {
        await notify(tx, { userId: ben, type: "forum.reply", data }, deps());
        throw new Error("the reply failed");
      })
      .catch(() => undefined);
    expect(await unreadCount(db, ben)).toBe(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses a link that leaves the site", async () => {
    const ben = await insertTestUser(handle.db, "Ben Reader");
    await expect(
      notify(handle.db, { userId: ben, type: "forum.reply", data: { ...data, url: "//evil.example" } }, deps()),
    ).rejects.toThrow();
  });
});
