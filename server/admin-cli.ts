import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { parseConfig } from "~/lib/server/env.server";
import { executeAdminCommand, usage } from "./admin-commands";
import { sendAdminCommand } from "./admin-socket";

/**
 * `npm run admin`: account administration from the command line, on the embedded database or
 * PostgreSQL alike — how the first administrator of a new site is made. On the embedded database
 * a running server owns DATA_DIR, so the command is sent to it over its admin socket
 * (server/admin-socket.ts); with no server running the command opens DATA_DIR itself.
 */
export async function runAdminCommand(options: {
  argv: string[];
  env: Record<string, string | undefined>;
  rootDir: string;
  log?: (line: string) => void;
}): Promise<number> {
  // eslint-disable-next-line no-console -- the command's own output, for the person at the terminal
  const log = options.log ?? ((line: string) => console.log(line));
  const [command] = options.argv;
  if (!command || command === "help" || command === "--help") {
    log(usage);
    return command ? 0 : 1;
  }
  const config = parseConfig({ ...options.env, SITE_GATE: "off", NODE_ENV: "production" });
  const dataDir = path.resolve(options.rootDir, config.dataDir);
  if (!config.databaseUrl) {
    const reply = await sendAdminCommand(dataDir, options.argv);
    if (reply) {
      for (const line of reply.lines) log(line);
      return reply.code;
    }
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, pool: { size: 2 } });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    log(
      `${error.message}\nNo admin socket answered there (a server still starting, or another program): ` +
        "try again once the server has started, or stop it first and run the command again.",
    );
    return 1;
  }
  try {
    await database.migrate(path.join(options.rootDir, "drizzle"));
    return await executeAdminCommand(database.db, options.argv, log);
  } finally {
    await database.close();
  }
}
