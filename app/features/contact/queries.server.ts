import { count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";
import type { ContactInput } from "~/features/contact/contact";
import { normaliseEmail } from "~/features/newsletter";

export async function saveContactMessage(db: Database, input: ContactInput & { language: string }) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: normaliseEmail(input.email),
      organisation: input.organisation || null,
      topic: input.topic,
      message: input.message,
      language: input.language,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

export const MESSAGES_PAGE_SIZE = 20;

/** Messages for the admin list, newest first; only unread ones when asked. */
export async function listContactMessages(db: Database, options: { unreadOnly?: boolean; page?: number } = {}) {
  const where = options.unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const page = options.page ?? 1;
  return pageWithTotal(
    db,
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).$dynamic(),
    { table: contactMessages, where },
    { page, pageSize: MESSAGES_PAGE_SIZE },
  );
}

export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** Marks a message read or unread; false when there is no such message. */
export async function setMessageRead(db: Database, id: string, read: boolean): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}
