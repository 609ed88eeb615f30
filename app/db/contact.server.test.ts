import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { listContactMessages, saveContactMessage } from "./contact.server";
import { openTestDatabase, resetTestDatabase } from "./test-db.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetTestDatabase(handle);
});

describe("contact messages", () => {
  it("are stored with a normalised address and listed newest first", async () => {
    await saveContactMessage(handle.db, {
      name: "Ada",
      email: " Ada@Example.org ",
      organisation: "",
      topic: "exam",
      message: "When is the next exam window in Nairobi?",
      language: "sw",
    });
    const second = await saveContactMessage(handle.db, {
      name: "Bo",
      email: "bo@example.org",
      organisation: "Hotspring Analytics",
      topic: "partnership",
      message: "We would like to discuss a gold partnership.",
      language: "en",
    });
    const rows = await listContactMessages(handle.db);
    expect(rows.map((r) => r.name)).toEqual(["Bo", "Ada"]);
    expect(rows[1]).toMatchObject({ email: "ada@example.org", organisation: null, language: "sw", readAt: null });
    expect(rows[0]!.id).toBe(second.id);
  });
});
