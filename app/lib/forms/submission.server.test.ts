import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formReply } from "./submission";
import { formObject, parseForm, refuseForm, typedValues } from "./submission.server";

function post(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("profile"), name: z.string().min(2, "errors.nameShort") }),
  z.object({ intent: z.literal("password"), password: z.string().min(8, "errors.passwordShort") }),
]);

describe("the form convention", () => {
  it("parses the intent's own fields", () => {
    const parsed = parseForm(
      post([
        ["intent", "profile"],
        ["name", "Ada"],
      ]),
      schema,
    );
    expect(parsed).toEqual({ ok: true, value: { intent: "profile", name: "Ada" } });
  });

  it("sends back field errors as translation keys with what was typed, never a password", () => {
    const refused = parseForm(
      post([
        ["intent", "password"],
        ["password", "short"],
      ]),
      schema,
    );
    expect(refused.ok).toBe(false);
    expect(refused.reply).toEqual({
      intent: "password",
      fieldErrors: { password: "errors.passwordShort" },
      values: {},
    });
    const named = parseForm(
      post([
        ["intent", "profile"],
        ["name", "A"],
      ]),
      schema,
    );
    expect(named.reply).toEqual({
      intent: "profile",
      fieldErrors: { name: "errors.nameShort" },
      values: { name: "A" },
    });
  });

  it("answers a bare 400 to a post naming no known form", () => {
    let thrown: unknown;
    try {
      parseForm(post([["intent", "nope"]]), schema);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });

  it("keeps repeated fields as lists and joins them in the typed values", () => {
    const form = post([
      ["domains", "a"],
      ["domains", "b"],
      ["title", "x"],
      ["currentPassword", "secret"],
    ]);
    expect(formObject(form)).toEqual({ domains: ["a", "b"], title: "x", currentPassword: "secret" });
    expect(typedValues(form)).toEqual({ domains: "a,b", title: "x" });
  });

  it("refuses a whole form with its own status and keeps the typed values", async () => {
    const refused = refuseForm(
      post([
        ["intent", "profile"],
        ["name", "Ada"],
      ]),
      "errors.rateLimited",
      { status: 429 },
    );
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toEqual({
      intent: "profile",
      fieldErrors: {},
      formError: "errors.rateLimited",
      values: { name: "Ada" },
    });
  });

  it("gives each form only its own reply", () => {
    const reply = { intent: "profile", fieldErrors: { name: "x" }, values: {} };
    expect(formReply(reply, "profile").fieldErrors).toEqual({ name: "x" });
    expect(formReply(reply, "password").fieldErrors).toEqual({});
    expect(formReply(undefined, "password").values).toEqual({});
  });
});
