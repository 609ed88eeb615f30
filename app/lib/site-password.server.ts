import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type SitePassword = { password: string; source: "env" | "file" | "generated"; file?: string };

/** Easy to read aloud and type: no 0/O, 1/l/I. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generatePassword(length = 16): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/**
 * SITE_PASSWORD wins; otherwise the password kept in DATA_DIR/site-password, generated
 * (and saved, readable by the owner only) on the first start.
 */
export function resolveSitePassword(fromEnv: string | undefined, dataDir: string): SitePassword {
  if (fromEnv) return { password: fromEnv, source: "env" };
  const file = path.resolve(dataDir, "site-password");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored) return { password: stored, source: "file", file };
  }
  mkdirSync(dataDir, { recursive: true });
  const password = generatePassword();
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { password, source: "generated", file };
}
