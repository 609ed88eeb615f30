import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const rootDir = path.resolve(import.meta.dirname, "../..");

/** Starts tests/support/test-holder.ts in another process and resolves once it holds DATA_DIR. */
export async function startHolder(
  dataDir: string,
  options: { socket?: boolean; lockStaleMs?: number } = {},
): Promise<{ child: ChildProcess; exited: Promise<number | null>; output: () => string }> {
  // One process (tsx as a loader, not its CLI, which would run a second one): SIGKILL must hit the holder.
  const args = [
    "--import",
    "tsx",
    path.join(rootDir, "tests/support/test-holder.ts"),
    dataDir,
    options.socket ? "socket" : "plain",
  ];
  if (options.lockStaleMs) args.push(String(options.lockStaleMs));
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("ready")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += String(chunk)));
    void exited.then((code) => reject(new Error(`The holder exited (${code}): ${output}`)));
  });
  return { child, exited, output: () => output };
}
