import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appSettings } from "~/db/schema";

/** Stores `value` under `key` unless the key exists; true when this call stored it. */
export async function insertSettingIfAbsent(db: Database, key: string, value: string): Promise<boolean> {
  const inserted = await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return inserted.length > 0;
}

export async function getSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/** The secret behind signed cookies; created once and shared by every instance on the database. */
export async function getServerSecret(db: Database): Promise<string> {
  await insertSettingIfAbsent(db, "server_secret", randomBytes(32).toString("base64url"));
  const secret = await getSetting(db, "server_secret");
  if (!secret) throw new Error("The server secret could not be stored");
  return secret;
}
