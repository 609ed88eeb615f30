/**
 * Seeded randomness for the exam engine. Every random choice of an exam (which items a form takes, the order an
 * attempt sees) must be reproducible from a stored seed: an appeal, an audit or a second server must be able to
 * rebuild exactly what the candidate saw, so `Math.random` and `crypto` are never used here. The generator is
 * mulberry32 (32-bit state, fast, good enough for shuffling; not for secrets), seeded by a 32-bit string hash
 * (cyrb-style, with murmur3's finaliser) so that seeds such as attempt ids can be used as they are.
 */

/** A source of numbers in [0, 1), the same sequence for the same seed. */
export type Random = () => number;

/** A 32-bit hash of a string: seeds are ids, and neighbouring ids must give unrelated sequences. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32 over the hash of `seed`. */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates): every order equally likely, the input left as it was. */
export function shuffled<T>(values: readonly T[], random: Random): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
