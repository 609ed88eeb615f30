import { z } from "zod";

/** /partners/invitation: accepting the partner invitation (signed in). Messages: partnerApply keys. */
export const invitationForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), token: z.string().min(1).max(200) }),
]);
