import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/server/log.server";
import { executeAdminCommand } from "./admin-commands";

/**
 * The running server's channel for `npm run admin` on the embedded database
 * (docs/decisions/016-operations.md): PGlite belongs to one process, so while the server holds
 * DATA_DIR the command asks it to do the work over a Unix socket in DATA_DIR, readable and
 * writable by the owner only. One JSON line in ({ argv }), one JSON line out ({ code, lines }).
 */
export const ADMIN_SOCKET_NAME = "admin.sock";

/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export function adminSocketPath(dataDir: string): string | null {
  const file = path.join(path.resolve(dataDir), ADMIN_SOCKET_NAME);
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : null;
}

export type AdminReply = { code: number; lines: string[] };

export async function startAdminSocket(options: {
  db: Database;
  dataDir: string;
}): Promise<{ close: () => Promise<void> }> {
  const file = adminSocketPath(options.dataDir);
  if (!file) {
    logger.warn(
      { dataDir: options.dataDir },
      "DATA_DIR's path is too long for the admin socket: stop the server to run npm run admin",
    );
    return { close: async () => {} };
  }
  // This process holds DATA_DIR's lock, so a socket file left there is from a process that died.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) socket.destroy();
      if (!input.includes("\n")) return;
      void (async () => {
        let reply: AdminReply;
        try {
          const { argv } = JSON.parse(input.slice(0, input.indexOf("\n"))) as { argv: unknown };
          if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === "string")) throw new Error("bad request");
          const lines: string[] = [];
          const code = await executeAdminCommand(options.db, argv, (line) => lines.push(line));
          logger.info({ command: argv[0] }, "Admin command run through the admin socket");
          reply = { code, lines };
        } catch (error) {
          logger.error({ err: error }, "Admin command failed");
          reply = { code: 1, lines: [`The server could not run the command: ${(error as Error).message}`] };
        }
        socket.end(`${JSON.stringify(reply)}\n`);
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

/** Sends a command to the running server; null when no server listens (then the command opens DATA_DIR itself). */
export function sendAdminCommand(dataDir: string, argv: string[]): Promise<AdminReply | null> {
  const file = adminSocketPath(dataDir);
  if (!file) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let output = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ argv })}\n`);
    });
    socket.on("data", (chunk: string) => (output += chunk));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(output) as AdminReply);
      } catch {
        reject(new Error("The running server gave no answer to the admin command"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
  });
}
