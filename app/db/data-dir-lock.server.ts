import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { logger } from "~/lib/server/log.server";

/** How long a lock may go without its holder touching it before it counts as left by a crashed process. */
export const DEFAULT_LOCK_STALE_MS = 20_000;

/** The lock (a folder proper-lockfile creates atomically and keeps fresh) and a note of who holds it. */
const LOCK_NAME = "instance.lock";
const OWNER_NAME = "instance.json";

/** `started`: the process's start time from /proc (Linux), so a reused pid is not taken for the holder. */
type Owner = { pid: number; hostname: string; since: string; started?: string };

/** DATA_DIR is held by another live process: only one process may use the embedded database. */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly owner: Owner | null,
  ) {
    super(
      `${dataDir} is in use by another process${owner ? ` (pid ${owner.pid} on ${owner.hostname}, since ${owner.since})` : ""}. ` +
        "The embedded database (PGlite) allows one process per DATA_DIR: stop it first, give this process another " +
        "DATA_DIR, or set DATABASE_URL to run several instances on one PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

function readOwner(dataDir: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, OWNER_NAME), "utf8")) as Owner;
    return typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started (after the command, which may hold spaces). */
function processStart(pid: number | "self"): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** Whether the recorded holder is still running on this host. */
function holderAlive(owner: Owner): boolean {
  if (owner.hostname !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStart(owner.pid);
  return !owner.started || !started || started === owner.started;
}

/**
 * Takes DATA_DIR for this process (docs/decisions/016-operations.md). A second process is refused
 * with DataDirLockedError: at once when the recorded holder is alive on this host, otherwise once
 * it has waited for the lock to go stale without success (a process killed with SIGKILL cannot
 * release its lock; the lock is refreshed every staleMs/2 while held, so one older than staleMs was
 * left behind and is taken over). Released by
 * the returned function and, by proper-lockfile, when the process exits.
 */
export async function lockDataDir(dataDir: string, options: { staleMs?: number } = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stale = Math.max(options.staleMs ?? DEFAULT_LOCK_STALE_MS, 2000);
  const lockOptions = {
    stale,
    update: Math.floor(stale / 2),
    realpath: false,
    lockfilePath: path.join(dataDir, LOCK_NAME),
    onCompromised: (error: Error) => {
      // Another process took the folder (this one stalled longer than `stale`): stop before writing more.
      logger.fatal({ err: error, dataDir }, "The lock on DATA_DIR was lost; stopping to protect the database");
      process.exit(1);
    },
  };
  // A live holder on this host is refused at once, even if its lock looks stale (its event loop may
  // have stalled, e.g. while the embedded database starts).
  const recorded = readOwner(dataDir);
  if (recorded && holderAlive(recorded)) throw new DataDirLockedError(dataDir, recorded);
  let release: () => Promise<void>;
  try {
    // The holder is gone (killed, or a restarted container reusing its pid) or on another host (a
    // shared volume): its lock is taken over once stale, which it never is while its holder lives.
    release = await lockfile.lock(dataDir, {
      ...lockOptions,
      retries: { retries: Math.ceil((stale * 1.5) / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir, readOwner(dataDir));
    throw error;
  }
  const owner: Owner = {
    pid: process.pid,
    hostname: hostname(),
    since: new Date().toISOString(),
    started: processStart("self"),
  };
  writeFileSync(path.join(dataDir, OWNER_NAME), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  return async () => {
    rmSync(path.join(dataDir, OWNER_NAME), { force: true });
    await release().catch(() => {});
  };
}
