/**
 * Credential ids: `GCF-YYYY-XXXX-XC` — the year of issue, five random characters and one check
 * character, over an alphabet without look-alikes (no 0/O, no 1/I/L). The check character (a
 * weighted sum modulo 31, the alphabet's size) catches one wrong character or two swapped
 * characters before any lookup. Pure: shared by the browser and the server.
 */

/** 31 characters: digits 2-9 and the letters without I, L and O. */
export const ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const N = ID_ALPHABET.length;
export const ID_PREFIX = "GCF";
/** The five random characters: 31^5 ≈ 28.6 million ids per year. */
const RANDOM_LENGTH = 5;

/** Code points: year digits count as their value (0-9), every other character as its alphabet index. */
function codePoints(year: string, body: string): number[] {
  return [...year].map((digit) => Number(digit)).concat([...body].map((ch) => ID_ALPHABET.indexOf(ch)));
}

/**
 * The check character: weights 1, 2, 3… over `year + body + check`, and the check character is
 * the one that makes the weighted sum divisible by 31. As 31 is prime and every weight differs,
 * any single wrong character and any two swapped characters change the sum (Luhn mod N needs an
 * even alphabet to catch every single error; this alphabet has 31 characters).
 */
export function checkCharacter(year: string, body: string): string {
  const points = codePoints(year, body);
  const sum = points.reduce((total, point, index) => total + (index + 1) * point, 0);
  const weight = points.length + 1;
  // check × weight ≡ −sum (mod 31): multiply by the inverse of the weight.
  const inverse = modInverse(weight, N);
  return ID_ALPHABET[(((N - (sum % N)) % N) * inverse) % N]!;
}

function modInverse(value: number, modulus: number): number {
  for (let candidate = 1; candidate < modulus; candidate += 1) {
    if ((value * candidate) % modulus === 1) return candidate;
  }
  throw new Error("No inverse");
}

export function formatCredentialId(year: string, body: string, check: string): string {
  return `${ID_PREFIX}-${year}-${body.slice(0, 4)}-${body.slice(4)}${check}`;
}

/** A new random id for the given year (crypto random where available). */
export function generateCredentialId(year: number, random: (n: number) => number = secureRandomInt): string {
  const yearText = String(year).padStart(4, "0").slice(-4);
  let body = "";
  for (let i = 0; i < RANDOM_LENGTH; i += 1) body += ID_ALPHABET[random(N)];
  return formatCredentialId(yearText, body, checkCharacter(yearText, body));
}

function secureRandomInt(max: number): number {
  const values = new Uint32Array(1);
  // Rejection sampling: no bias towards the first characters of the alphabet.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  do crypto.getRandomValues(values);
  while (values[0]! >= limit);
  return values[0]! % max;
}

export type CredentialIdResult =
  | { ok: true; id: string }
  /** `format`: not the shape of an id; `check`: the shape is right but a character is wrong. */
  | { ok: false; reason: "empty" | "format" | "check" };

/**
 * Reads what a person typed: case, spaces, dashes, dots and the `GCF` prefix do not matter
 * ("gcf 2026 7kq4 xm" → "GCF-2026-7KQ4-XM"). The check character is verified here.
 */
export function parseCredentialId(input: string): CredentialIdResult {
  const compact = input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-–—_.·/]+/g, "");
  if (compact === "") return { ok: false, reason: "empty" };
  const bare = compact.startsWith(ID_PREFIX) ? compact.slice(ID_PREFIX.length) : compact;
  const match = /^(\d{4})([A-Z0-9]{6})$/.exec(bare);
  if (!match) return { ok: false, reason: "format" };
  const year = match[1]!;
  const rest = match[2]!;
  if ([...rest].some((ch) => !ID_ALPHABET.includes(ch))) return { ok: false, reason: "format" };
  const body = rest.slice(0, RANDOM_LENGTH);
  const check = rest.slice(RANDOM_LENGTH);
  if (checkCharacter(year, body) !== check) return { ok: false, reason: "check" };
  return { ok: true, id: formatCredentialId(year, body, check) };
}

/** The normalised id, or null when it is malformed or its check character is wrong. */
export function normaliseCredentialId(input: string): string | null {
  const result = parseCredentialId(input);
  return result.ok ? result.id : null;
}
