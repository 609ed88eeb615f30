import { useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/** The hidden field that carries a form's token (app/lib/forms/idempotency.server.ts). */
export const SUBMISSION_FIELD = "_submission";

/** The token each history entry's form carries, so Back and submit again resends the same one. */
const pinned = new Map<string, string>();

/**
 * The token of a form on this page. It stays the same for as long as the visitor is on this history
 * entry — also after leaving and coming back with Back — so every resend of that form is one post;
 * once a post of it finished without leaving the page, the form takes the loader's fresh token
 * (the next post is a new one). `name` tells several forms of one page apart.
 */
export function useSubmissionToken(token: string, name = "form"): string {
  const { key } = useLocation();
  const navigation = useNavigation();
  const entry = `${key}|${name}`;
  const sent = useRef<string | null>(null);
  // On the server every render is a new page: the loader's token as it is.
  if (typeof document === "undefined") return token;
  let current = pinned.get(entry);
  if (current === undefined) {
    current = token;
    pinned.set(entry, current);
  }
  if (navigation.state !== "idle" && navigation.formData?.get(SUBMISSION_FIELD) === current) {
    sent.current = current;
  } else if (navigation.state === "idle" && sent.current === current && token !== current) {
    // This form's post is done and the page is still here: the loader's new token is for the next one.
    sent.current = null;
    current = token;
    pinned.set(entry, current);
  }
  return current;
}

/** `<SubmissionField token={loaderData.submission} />` inside a form that creates something. */
export function SubmissionField({ token, name }: { token: string; name?: string }) {
  const value = useSubmissionToken(token, name);
  return <input type="hidden" name={SUBMISSION_FIELD} value={value} />;
}
