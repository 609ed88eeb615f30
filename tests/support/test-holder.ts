// Test helper (not a test): a stand-in for a running server in another process. It opens the
// PGlite database in DATA_DIR (taking its lock) and, with "socket", serves admin commands on
// DATA_DIR/admin.sock as the server does. Prints "ready" once it holds the folder; SIGTERM closes it.
// Run with tsx: `tsx tests/support/test-holder.ts <dataDir> [socket] [lockStaleMs]`.
import path from "node:path";
import { openDatabase } from "~/db/client.server";

const [dataDir = "", mode = "plain", stale = ""] = process.argv.slice(2);
const database = await openDatabase({
  dataDir,
  databaseUrl: undefined,
  ...(stale ? { lockStaleMs: Number(stale) } : {}),
} as Parameters<typeof openDatabase>[0]);
await database.migrate(path.resolve(import.meta.dirname, "../../drizzle"));
const socket =
  mode === "socket"
    ? await (await import("../../server/admin-socket")).startAdminSocket({ db: database.db, dataDir })
    : null;
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void (async () => {
    await socket?.close();
    await database.close();
    process.exit(0);
  })();
});
