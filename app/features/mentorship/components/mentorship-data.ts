import { useLoaderData } from "react-router";
import type { loader } from "~/routes/community.mentorship";

/** The mentorship page's loader data, for its sections. */
export function useMentorshipData() {
  return useLoaderData<typeof loader>();
}

export type MentorshipData = ReturnType<typeof useMentorshipData>;
export type MentorCard = MentorshipData["mentors"][number];
