import type { PeriodicTask } from "~/lib/server/periodic.server";
import { timeOutOverdue } from "./attempts.server";

/**
 * Every minute: attempts in progress whose time ran out while nobody's page asked (a closed laptop, a lost
 * connection) end at the instant it ran out and are scored, so a result never waits for the candidate to return.
 * Each attempt is ended in its own locked transaction, so a run overlapping a candidate's request ends it once.
 */
export const examTimeOutTask: PeriodicTask = {
  name: "exam-attempt-time-out",
  pattern: "* * * * *",
  run: async ({ deps }) => {
    await timeOutOverdue(deps);
  },
};
