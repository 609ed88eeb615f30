import { randomUUID } from "node:crypto";

/** This process's name in lease and claim rows (job runs, the mail outbox, periodic tasks). */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;
