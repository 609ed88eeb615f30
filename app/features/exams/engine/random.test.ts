import { describe, expect, it } from "vitest";
import { hashSeed, seededRandom, shuffled } from "./random";

describe("seededRandom", () => {
  it("gives the same sequence for the same seed, another for another seed", () => {
    const take = (seed: string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take("attempt-1")).toEqual(take("attempt-1"));
    expect(take("attempt-1")).not.toEqual(take("attempt-2"));
  });

  it("stays in [0, 1) and spreads evenly enough to shuffle", () => {
    const random = seededRandom("spread");
    const buckets = Array(10).fill(0) as number[];
    for (let i = 0; i < 10_000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)]! += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it("hashes neighbouring seeds far apart, to 32-bit unsigned numbers", () => {
    expect(hashSeed("a")).not.toBe(hashSeed("b"));
    expect(hashSeed("")).toBe(hashSeed(""));
    for (const seed of ["", "a", "attempt-00001", "ø"]) {
      expect(Number.isInteger(hashSeed(seed))).toBe(true);
      expect(hashSeed(seed)).toBeGreaterThanOrEqual(0);
      expect(hashSeed(seed)).toBeLessThan(2 ** 32);
    }
  });
});

describe("shuffled", () => {
  it("keeps every value once and leaves the input as it was", () => {
    const input = ["a", "b", "c", "d", "e", "f"];
    const out = shuffled(input, seededRandom("x"));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("reaches every order of three values", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(shuffled(["a", "b", "c"], seededRandom(`s${i}`)).join(""));
    expect(seen.size).toBe(6);
  });

  it("handles empty and single lists", () => {
    expect(shuffled([], seededRandom("x"))).toEqual([]);
    expect(shuffled([1], seededRandom("x"))).toEqual([1]);
  });
});
