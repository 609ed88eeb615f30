/** Automatic CPD entries this helper owns: an accepted forum answer, for its author. */
import { recordAutomaticCredit, removeAutomaticCreditsOf } from "~/features/cpd/queries.server";
import type { Database } from "~/db/client.server";
import { cpdRule } from "~/content/cpd-rule";

/**
 * In the transaction that sets a discussion's accepted answer: the previously accepted reply loses its
 * credit, the newly accepted one earns `cpdRule.automatic.acceptedAnswerHours` in "community" (capped per
 * cycle by the engine like any entry). A reply by the discussion's own author earns nothing.
 */
export async function creditAcceptedAnswer(
  tx: Database,
  change: {
    discussionAuthorId: string | null;
    previousPostId: string | null;
    accepted: { postId: string; authorId: string | null } | null;
    title: string;
    today?: string;
  },
): Promise<void> {
  if (change.previousPostId && change.previousPostId !== change.accepted?.postId) {
    await removeAutomaticCreditsOf(tx, { source: "forumAnswer", sourceRef: change.previousPostId });
  }
  const accepted = change.accepted;
  if (!accepted?.authorId || accepted.authorId === change.discussionAuthorId) return;
  await recordAutomaticCredit(tx, {
    userId: accepted.authorId,
    source: "forumAnswer",
    sourceRef: accepted.postId,
    activityDate: change.today ?? new Date().toISOString().slice(0, 10),
    category: "community",
    hours: cpdRule.automatic.acceptedAnswerHours,
    provider: "GeoCert",
    description: change.title.slice(0, 300),
  });
}
