import { z } from "zod";
import type { Viewer } from "~/features/auth";

/** Joining or leaving a chapter: any signed-in member (the loader offers it, the action ensures it). */
export function mayJoinChapters(viewer: Viewer): boolean {
  return viewer !== null;
}

/** The chapter page's one form: join or leave, by its `intent`. */
export const chapterForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("join") }),
  z.object({ intent: z.literal("leave") }),
]);
