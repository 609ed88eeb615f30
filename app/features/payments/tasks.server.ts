import type { PeriodicTask } from "~/lib/server/periodic.server";
import { performPendingRefunds } from "./invoices.server";

/** Card refunds recorded as pending are sent to the provider every five minutes (outside any transaction). */
export const refundTask: PeriodicTask = {
  name: "payments-refunds",
  pattern: "*/5 * * * *",
  run: async ({ deps }) => {
    await performPendingRefunds(deps);
  },
};
