import { desc } from "drizzle-orm";
import type { Database } from "./client.server";
import { contactMessages } from "./schema";
import type { ContactInput } from "~/lib/contact";
import { normaliseEmail } from "~/lib/newsletter";

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

export function listContactMessages(db: Database, limit = 50) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
