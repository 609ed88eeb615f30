import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "./fields";
import type { FormReply } from "./submission";

/** Fields never sent back to the browser with an error. */
const SECRET = /password|^confirm$|^_submission$/i;
const MAX_VALUE = 20_000;

/**
 * A form post as the object its zod schema parses: each field a string; a field sent several times
 * (checkbox groups) an array. Files are left out (they are read by the routes that take them).
 */
export function formObject(form: FormData): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const text = value.slice(0, MAX_VALUE);
    const previous = object[name];
    if (previous === undefined) object[name] = text;
    else object[name] = Array.isArray(previous) ? [...previous, text] : [previous, text];
  }
  return object;
}

/** What was typed, as strings (several values joined by commas), without passwords. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(formObject(form))) {
    if (name === "intent" || SECRET.test(name)) continue;
    values[name] = Array.isArray(value) ? value.join(",") : value;
  }
  return values;
}

/** The form's `intent` field ("" when it has none). */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent.slice(0, 60) : "";
}

export type Parsed<S extends z.ZodType> =
  { ok: true; value: z.output<S>; reply?: never } | { ok: false; reply: FormReply; value?: never };

/**
 * Parses a post with the form's schema (for a page with several forms, a
 * `z.discriminatedUnion("intent", …)`). A post naming no known form is not a visitor's mistake: it
 * gets a bare 400. Otherwise a failed parse gives the reply to send back (`refuse(parsed.reply)`).
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S): Parsed<S> {
  const parsed = schema.safeParse(formObject(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrors(parsed.error);
  if (errors.intent) throw new Response("Unknown form", { status: 400 });
  return { ok: false, reply: { intent: intentOf(form), fieldErrors: errors, values: typedValues(form) } };
}

/** Sends a refused post back to its form (400 unless told otherwise). */
export function refuse(reply: FormReply, init: { status?: number; headers?: HeadersInit } = {}) {
  return data(reply, { status: init.status ?? 400, headers: init.headers });
}

/** Refuses a post with an error about the whole form, keeping what was typed. */
export function refuseForm(
  form: FormData,
  formError: string,
  init: { status?: number; headers?: HeadersInit; values?: Record<string, string | number> } = {},
) {
  return refuse(
    {
      intent: intentOf(form),
      fieldErrors: {},
      formError,
      ...(init.values ? { formErrorValues: init.values } : {}),
      values: typedValues(form),
    },
    init,
  );
}

/** Refuses a post with errors on fields found after parsing (a wrong password, a taken name). */
export function refuseFields(
  form: FormData,
  errors: Record<string, string>,
  init: { status?: number; headers?: HeadersInit } = {},
) {
  return refuse({ intent: intentOf(form), fieldErrors: errors, values: typedValues(form) }, init);
}
