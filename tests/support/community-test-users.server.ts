import { randomUUID } from "node:crypto";
import type { Database } from "../../app/db/client.server";
import { users } from "../../app/db/schema";

/** A member row for data-layer tests (no password). */
export async function insertTestUser(db: Database, name: string, language = "en"): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name, email: `${id}@example.org`, emailVerified: true, language });
  return id;
}
