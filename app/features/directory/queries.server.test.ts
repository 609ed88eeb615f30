import { describe, expect, it } from "vitest";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { deleteDirectoryProfile, getListedProfile, saveDirectoryProfile, searchDirectory } from "./queries.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import type { DirectoryProfileInput } from "~/features/directory/directory";

const handle = setupTestDatabase();

const entry = (over: Partial<DirectoryProfileInput> = {}): DirectoryProfileInput => ({
  listed: "on",
  country: "Kenya",
  city: "Naivasha",
  level: "senior",
  domains: ["drillingOperations"],
  employer: "Rift Drilling",
  bio: "",
  languages: ["sw"],
  show: ["country", "level", "domains"],
  credentialId: "",
  ...over,
});

describe("directory", () => {
  it("searches by name, country, level and domain among listed entries", async () => {
    const db = handle.db;
    const ada = await insertTestUser(db, "Ada Field");
    const bo = await insertTestUser(db, "Bo Steam");
    const cy = await insertTestUser(db, "Cy Hidden");
    await saveDirectoryProfile(db, ada, entry());
    await saveDirectoryProfile(
      db,
      bo,
      entry({ country: "Iceland", level: "expert", domains: ["reservoirEngineering"] }),
    );
    await saveDirectoryProfile(db, cy, entry({ listed: undefined }));

    const names = async (search: Parameters<typeof searchDirectory>[1]) =>
      (await searchDirectory(db, search)).rows.map((r) => r.name);
    expect(await names({})).toEqual(["Ada Field", "Bo Steam"]);
    expect(await names({ q: "field" })).toEqual(["Ada Field"]);
    expect(await names({ country: "ice" })).toEqual(["Bo Steam"]);
    expect(await names({ level: "senior" })).toEqual(["Ada Field"]);
    expect(await names({ domain: "reservoirEngineering" })).toEqual(["Bo Steam"]);
    expect(await getListedProfile(db, cy)).toBeNull();

    await deleteDirectoryProfile(db, ada);
    expect(await names({})).toEqual(["Bo Steam"]);
  });

  it("never matches a hidden field, so a search cannot reveal it", async () => {
    const db = handle.db;
    const id = await insertTestUser(db, "Private Person");
    await saveDirectoryProfile(db, id, entry({ show: [] }));
    expect((await searchDirectory(db, {})).total).toBe(1);
    expect((await searchDirectory(db, { country: "Kenya" })).total).toBe(0);
    expect((await searchDirectory(db, { level: "senior" })).total).toBe(0);
    expect((await searchDirectory(db, { domain: "drillingOperations" })).total).toBe(0);
  });

  it("pages through the results", async () => {
    const db = handle.db;
    for (const name of ["A", "B", "C", "D", "E"])
      await saveDirectoryProfile(db, await insertTestUser(db, name), entry());
    const second = await searchDirectory(db, { page: 2 }, 2);
    expect(second.total).toBe(5);
    expect(second.rows.map((r) => r.name)).toEqual(["C", "D"]);
  });
});
