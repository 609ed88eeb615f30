import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database (its WAL carries the server secret and session tokens) and
 * the outbox's messages (password-reset links): no other local account may read any of it
 * (docs/decisions/016-operations.md, "DATA_DIR is owner-only").
 */

/** Group and others' permission bits. */
const OPEN_BITS = 0o077;
/** The process's umask from the first protectDataDir on: what it creates is owner-only. */
const OWNER_ONLY_UMASK = 0o077;

/** DATA_DIR (or something in it) is open to other users and this process cannot change that. */
export class DataDirOpenError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly file: string,
    mode: number,
    code: string,
  ) {
    const what = file === dataDir ? `DATA_DIR ${dataDir}` : `${file} in DATA_DIR ${dataDir}`;
    super(
      `${what} is open to other users (mode ${(mode & 0o777).toString(8)}) and could not be made owner-only (${code}). ` +
        "It holds the database and outgoing mail with sign-in secrets: give it to the user the server runs as " +
        `(chown -R) and run chmod -R go-rwx ${dataDir}, or point DATA_DIR at a folder of that user.`,
    );
    this.name = "DataDirOpenError";
  }
}

/**
 * Makes DATA_DIR and everything under it owner-only, at every start (installs of earlier versions
 * were created 0755/0644 and PGlite writes 0666 under the default umask), and sets the process's
 * umask to 0077 so what is written afterwards (PGlite's files, the lock, outbox mail) is owner-only
 * too. Symbolic links are not followed below DATA_DIR (their targets are not ours to change).
 * Refuses with DataDirOpenError, naming the path, what cannot be tightened: a folder or file of
 * another user, a file system that refuses chmod.
 * `create`: make DATA_DIR if missing (the embedded database); otherwise a missing one is left alone.
 * `chmod`: tests simulate a refusal.
 */
export function protectDataDir(
  dataDir: string,
  options: { create: boolean; chmod?: (file: string, mode: number) => void },
): void {
  // Windows has no such permission bits; its folders' ACLs are inherited.
  if (process.platform === "win32") return;
  process.umask(OWNER_ONLY_UMASK);
  const chmod = options.chmod ?? chmodSync;
  if (options.create) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let root: Stats;
  try {
    // DATA_DIR itself may be a symbolic link to the real folder.
    root = statSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !options.create) return;
    throw error;
  }
  const tighten = (file: string, stat: Stats) => {
    if ((stat.mode & OPEN_BITS) === 0) return;
    try {
      chmod(file, stat.mode & 0o7700);
    } catch (error) {
      throw new DataDirOpenError(dataDir, file, stat.mode, (error as NodeJS.ErrnoException).code ?? "error");
    }
  };
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      const file = path.join(dir, entry.name);
      let stat: Stats;
      try {
        stat = lstatSync(file);
      } catch (error) {
        // Removed meanwhile (a PostgreSQL instance sharing DATA_DIR writing its outbox).
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      tighten(file, stat);
      if (stat.isDirectory()) visit(file);
    }
  };
  // The folder first: from then on nothing in it can be reached by others while the rest is tightened.
  tighten(dataDir, root);
  visit(dataDir);
}
