import { describe, expect, it } from "vitest";
import { exportCsv, importCsv } from "./csv";
import { fixtureCases, fixtureItems } from "./fixtures/bank";
import { parseCaseStudy, parseExamItem, type CaseStudy, type ExamItem } from "./model";
import { exportQti, importQti } from "./qti";
import { exportQtiZip, importQtiZip } from "./qti-zip";

/** A small seeded generator (mulberry32): the same cases on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces that break writers: markup, entities, CDATA ends, formula starts, line ends, other scripts. */
const pieces = [
  "a",
  "Z",
  " ",
  "  ",
  "\n",
  "\n\n",
  "\n\n\n",
  "\r\n",
  "\t",
  "<",
  ">",
  "&",
  '"',
  "'",
  "=",
  "+",
  "-",
  "@",
  "]]>",
  "&amp;",
  "&#x3C;",
  "<!--",
  "-->",
  "<![CDATA[",
  "<!DOCTYPE x>",
  ",",
  ";",
  "|",
  "日本語",
  "ケーシング",
  "Ngiyabonga",
  "isiZulu",
  "é",
  "ß",
  "😀",
  "\u00a0",
  "\u200b",
  "T < 180 °C",
];

function text(next: () => number, required: boolean): string {
  const length = Math.floor(next() * 12);
  let value = "";
  for (let n = 0; n < length; n += 1) value += pieces[Math.floor(next() * pieces.length)];
  // A letter somewhere keeps a required text from being only spaces.
  return required ? `${value}x${pieces[Math.floor(next() * pieces.length)]}` : value;
}

/** The fixture bank with every text replaced by a random one, parsed (so, in its stored form). */
function randomBank(seed: number): { items: ExamItem[]; cases: CaseStudy[] } {
  const next = random(seed);
  const items = fixtureItems.map((item) => {
    const copy = structuredClone(item);
    for (const translation of Object.values(copy.translations)) {
      translation!.stem = text(next, true);
      translation!.rationale = text(next, false);
      for (const option of translation!.options) option.text = text(next, true);
    }
    const parsed = parseExamItem(copy);
    if (!parsed.ok) throw new Error(`seed ${seed}: ${JSON.stringify(parsed.problems)}`);
    return parsed.value;
  });
  const cases = fixtureCases.map((study) => {
    const copy = structuredClone(study);
    for (const translation of Object.values(copy.translations)) translation!.scenario = text(next, true);
    const parsed = parseCaseStudy(copy);
    if (!parsed.ok) throw new Error(`seed ${seed}: ${JSON.stringify(parsed.problems)}`);
    return parsed.value;
  });
  return { items, cases };
}

describe("round trip, for any text", () => {
  it("QTI: export → zip → unzip → import gives the bank back", () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const { items, cases } = randomBank(seed);
      expect(importQtiZip(exportQtiZip(items, cases)), `seed ${seed}`).toEqual({ ok: true, items, cases });
      expect(importQti(exportQti(items, cases)), `seed ${seed}`).toEqual({ ok: true, items, cases });
    }
  });

  it("CSV: export → import gives the bank back", () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const { items, cases } = randomBank(seed);
      expect(importCsv(exportCsv(items, cases)), `seed ${seed}`).toEqual({ ok: true, items, cases });
    }
  });
});
