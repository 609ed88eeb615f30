import { frameworkDomains, type FrameworkDomain } from "~/content/framework";

type Drawable = { id: string; domain: FrameworkDomain; difficulty: 1 | 2 | 3 };

/** A small seeded generator (mulberry32): the same seed draws the same questions after a reload. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/**
 * A balanced quiz: from every skill domain one question of each difficulty (24 in all when
 * the bank has them), in a shuffled order. Deterministic for a given seed.
 */
export function drawQuestions<Q extends Drawable>(bank: readonly Q[], seed: number): Q[] {
  const random = seededRandom(seed);
  const drawn: Q[] = [];
  for (const domain of frameworkDomains) {
    for (const difficulty of [1, 2, 3] as const) {
      const choice = pick(
        bank.filter((q) => q.domain === domain && q.difficulty === difficulty),
        random,
      );
      if (choice) drawn.push(choice);
    }
  }
  // Fisher-Yates with the same generator.
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
  }
  return drawn;
}
