import { useActionData } from "react-router";

/**
 * The one form convention (docs/guides/forms.md, decision 019), the part the browser shares.
 *
 * A form names itself with a hidden `intent` field. Its action parses the post with one zod schema —
 * a `z.discriminatedUnion("intent", …)` when a page has several forms — and calls one named function
 * per intent. A refused post answers a `FormReply` (status 4xx): the field errors and the form's
 * error as translation keys of the page's namespace, and what was typed, so the form keeps it. A
 * post that succeeded redirects with a flash (app/lib/forms/flash.server.ts).
 */
export type FormReply<Intent extends string = string> = {
  intent: Intent;
  /** Field name → translation key. */
  fieldErrors: Record<string, string>;
  /** Translation key of an error about the whole form (rate limit, conflict, failure). */
  formError?: string;
  /** Interpolation values of `formError`. */
  formErrorValues?: Record<string, string | number>;
  /** What was typed, to put back into the form (never passwords). */
  values: Record<string, string>;
};

const EMPTY: Readonly<FormReply> = Object.freeze({ intent: "", fieldErrors: {}, values: {} });

function isReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "intent" in value && "fieldErrors" in value;
}

/**
 * The reply for the form `intent`, from a route's `actionData` or a fetcher's `data`; an empty reply
 * (no errors, nothing typed) when the last post was another form's or there was none.
 */
export function formReply<Intent extends string>(data: unknown, intent: Intent): FormReply<Intent> {
  if (isReply(data) && data.intent === intent) return data as FormReply<Intent>;
  return EMPTY as FormReply<Intent>;
}

/** `formReply` of this route's own action data. */
export function useFormReply<Intent extends string>(intent: Intent): FormReply<Intent> {
  return formReply(useActionData(), intent);
}
