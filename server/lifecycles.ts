import { logger } from "~/lib/server/log.server";

type Stop = () => void | Promise<void>;

/**
 * The server's long-lived parts (the database, the mail sender, schedulers, listeners), started in
 * order and stopped in the reverse order by one registry. A start that fails stops what had started,
 * so a refused start-up leaves no database open and no timer running; a stop that fails is logged and
 * the others still stop.
 */
export function createLifecycles() {
  const started: Array<{ name: string; stop: Stop }> = [];
  let stopping: Promise<void> | null = null;

  const stopAll = () =>
    (stopping ??= (async () => {
      for (const part of started.splice(0).reverse()) {
        try {
          await part.stop();
        } catch (error) {
          logger.error({ err: error, part: part.name }, "A part of the server did not stop cleanly");
        }
      }
    })());

  return {
    /** Starts one part: `start` returns what the rest of start-up uses and how to stop it. */
    async start<T>(
      name: string,
      start: () => Promise<{ value: T; stop: Stop }> | { value: T; stop: Stop },
    ): Promise<T> {
      try {
        const { value, stop } = await start();
        started.push({ name, stop });
        return value;
      } catch (error) {
        await stopAll();
        throw error;
      }
    },
    /** Runs a start-up step that leaves nothing to stop (seeding, a sweep); a failure stops what started. */
    async step<T>(run: () => Promise<T> | T): Promise<T> {
      try {
        return await run();
      } catch (error) {
        await stopAll();
        throw error;
      }
    },
    /** The names of the started parts, in start order. */
    names: () => started.map((part) => part.name),
    stopAll,
  };
}

export type Lifecycles = ReturnType<typeof createLifecycles>;
