import { describe, expect, it } from "vitest";
import { countUnreadMessages, listContactMessages, setMessageRead, saveContactMessage } from "./queries.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

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
    const { rows, total } = await listContactMessages(handle.db);
    expect(total).toBe(2);
    expect(rows.map((r) => r.name)).toEqual(["Bo", "Ada"]);
    expect(rows[1]).toMatchObject({ email: "ada@example.org", organisation: null, language: "sw", readAt: null });
    expect(rows[0]!.id).toBe(second.id);

    // Read and unread, for the admin's inbox.
    expect(await countUnreadMessages(handle.db)).toBe(2);
    expect(await setMessageRead(handle.db, second.id, true)).toBe(true);
    expect(await countUnreadMessages(handle.db)).toBe(1);
    const unread = await listContactMessages(handle.db, { unreadOnly: true });
    expect(unread.rows.map((r) => r.name)).toEqual(["Ada"]);
    expect(await setMessageRead(handle.db, second.id, false)).toBe(true);
    expect(await countUnreadMessages(handle.db)).toBe(2);
    expect(await setMessageRead(handle.db, "00000000-0000-4000-8000-000000000000", true)).toBe(false);
  });
});
