import { z } from "zod";
import { discussionTitle, flagReasons, newDiscussionSchema, postBody } from "./forum";

// The forum's forms, shared by the browser and the server (docs/guides/forms.md). Messages are keys
// of the forum namespace. Each form names itself with its `intent`.

/** /community/new: start a discussion. */
export const newDiscussionForm = newDiscussionSchema.extend({ intent: z.literal("discussion") });

const postId = z.uuid();

/** The forms of a discussion page: the reply form, each post's forms, the moderator tools. */
export const discussionForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reply"), body: postBody }),
  z.object({
    intent: z.literal("edit"),
    postId,
    body: postBody,
    /** Only the opening post's form has it: the discussion's title. */
    title: discussionTitle.optional(),
  }),
  z.object({ intent: z.literal("delete"), postId }),
  z.object({ intent: z.literal("like"), postId, like: z.string().optional() }),
  z.object({ intent: z.enum(["accept", "unaccept"]), postId }),
  z.object({
    intent: z.literal("flag"),
    postId,
    reason: z.enum(flagReasons, { error: "errors.flagReason" }),
    note: z.string().trim().max(500, "errors.flagNoteLong").optional().default(""),
  }),
  z.object({ intent: z.enum(["hide", "restore"]), postId }),
  z.object({ intent: z.enum(["pin", "unpin", "lock", "unlock"]) }),
  z.object({ intent: z.enum(["watch", "mute", "unwatch"]) }),
]);
export type DiscussionForm = z.output<typeof discussionForms>;

/** /admin/moderation: the queue's row buttons and the discussions' pin and lock buttons. */
export const moderationForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["hide", "restore"]), postId }),
  z.object({ intent: z.enum(["pin", "unpin", "lock", "unlock"]), discussionId: z.uuid() }),
]);

/**
 * The form name (`<FormSuccess form>`) of one post's outcome: a page holds the same forms for every
 * post, and the message is shown at the post it is about.
 */
export function postForm(postId: string): string {
  return `post:${postId}`;
}

/** The discussion list's form: a signed-in member watches the category shown, or stops. */
export const categoryWatchForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["watchCategory", "unwatchCategory"]), categoryId: z.uuid() }),
]);
