import { useActionData } from "react-router";
import { formReply, type FormReply } from "~/lib/forms/submission";

/**
 * The reply of the page's last refused post when it was about this post (every post carries the same
 * forms; the post is the `postId` the form sent): null otherwise.
 */
export function usePostReply(postId: string): FormReply | null {
  const data: unknown = useActionData();
  const intent = typeof data === "object" && data !== null && "intent" in data ? String(data.intent) : "";
  const reply = formReply(data, intent);
  return reply.intent && reply.values.postId === postId ? reply : null;
}
