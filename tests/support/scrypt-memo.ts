// Vitest setup file (vitest.config.ts): node:crypto's scrypt remembers the keys it derived in this
// test process. Passwords are hashed with scrypt (better-auth: N=16384, r=16, a fraction of a second
// of CPU each), and a route test signs in with the password it has just set: deriving the same key
// from the same password and salt a second time is about half of the route tests' scrypt work, and
// some route test files spend most of their time in scrypt. scrypt is a function of its arguments, so
// a remembered key is the key: a wrong password, another salt or other parameters derive anew (and
// are refused as before). A new hash always gets a fresh random salt, so it is still computed.
import crypto, { type BinaryLike, type ScryptOptions } from "node:crypto";
import { syncBuiltinESMExports } from "node:module";

type Callback = (error: Error | null, derivedKey: Buffer) => void;

const marker = Symbol.for("geocert.test.scryptMemo");
const scrypt = crypto.scrypt as typeof crypto.scrypt & { [marker]?: true };

if (!scrypt[marker]) {
  const derived = new Map<string, Buffer>();
  const text = (value: BinaryLike) =>
    typeof value === "string" ? `s${value}` : `b${Buffer.from(value as Uint8Array).toString("hex")}`;

  const memo = (
    password: BinaryLike,
    salt: BinaryLike,
    keylen: number,
    optionsOrCallback: ScryptOptions | Callback,
    maybeCallback?: Callback,
  ) => {
    const callback = (typeof optionsOrCallback === "function" ? optionsOrCallback : maybeCallback) as Callback;
    const options = typeof optionsOrCallback === "function" ? {} : optionsOrCallback;
    const key = JSON.stringify([text(password), text(salt), keylen, options]);
    const known = derived.get(key);
    if (known) {
      // Asynchronous as scrypt is, and a copy: the caller may change the buffer it gets.
      setImmediate(() => callback(null, Buffer.from(known)));
      return;
    }
    scrypt(password, salt, keylen, options, (error, derivedKey) => {
      if (!error) derived.set(key, Buffer.from(derivedKey));
      callback(error, derivedKey);
    });
  };
  Object.assign(memo, { [marker]: true });
  (crypto as { scrypt: unknown }).scrypt = memo;
  // Modules that import { scrypt } from "node:crypto" (better-auth's password hashing) get the memo too.
  syncBuiltinESMExports();
}
