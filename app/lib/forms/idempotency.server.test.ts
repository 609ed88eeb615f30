import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveContactMessage } from "~/features/contact/index.server";
import { contactMessages, formSubmissions } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { SUBMISSION_FIELD } from "./idempotency";
import { newSubmissionToken, storeOnce } from "./idempotency.server";

const t = setupTestDatabase();

const message = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  organisation: "",
  topic: "certification" as const,
  message: "Is the exam offered in Icelandic?",
  language: "en",
};

function formWith(token: string | null) {
  const form = new FormData();
  if (token !== null) form.set(SUBMISSION_FIELD, token);
  return form;
}

const send = (form: FormData) =>
  storeOnce(t.db, form, "contact", async (tx) => {
    const row = await saveContactMessage(tx, message);
    return { redirect: `/contact?sent=1&id=${row.id}` };
  });

async function storedMessages() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

describe("storeOnce", () => {
  it("stores a form post once: the retry gets the first answer", async () => {
    const token = newSubmissionToken();
    const first = await send(formWith(token));
    const retry = await send(formWith(token));
    expect(first.first).toBe(true);
    expect(retry.first).toBe(false);
    expect(retry.result).toEqual(first.result);
    expect(await storedMessages()).toBe(1);
  });

  it("stores one of two concurrent posts of the same form; both get the same answer", async () => {
    const token = newSubmissionToken();
    const answers = await Promise.all([send(formWith(token)), send(formWith(token)), send(formWith(token))]);
    expect(await storedMessages()).toBe(1);
    expect(answers.filter((answer) => answer.first)).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.result))).size).toBe(1);
  });

  it("stores each new form (a new token) and posts without a token as before", async () => {
    await send(formWith(newSubmissionToken()));
    await send(formWith(newSubmissionToken()));
    await send(formWith(null));
    await send(formWith("bad token!"));
    expect(await storedMessages()).toBe(4);
  });

  it("keeps no record when the write fails, so the form can be sent again", async () => {
    const token = newSubmissionToken();
    await expect(
      storeOnce(t.db, formWith(token), "contact", async (tx) => {
        await saveContactMessage(tx, message);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await storedMessages()).toBe(0);
    expect(await t.db.select().from(formSubmissions)).toHaveLength(0);
    expect((await send(formWith(token))).first).toBe(true);
    expect(await storedMessages()).toBe(1);
  });

  it("keeps forms apart by name: one token on two forms stores both", async () => {
    const token = newSubmissionToken();
    await send(formWith(token));
    await storeOnce(t.db, formWith(token), "other-form", async (tx) => saveContactMessage(tx, message));
    expect(await storedMessages()).toBe(2);
  });
});
