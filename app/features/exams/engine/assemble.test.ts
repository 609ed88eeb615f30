import { describe, expect, it } from "vitest";
import { frameworkDomains, type FrameworkDomain } from "~/content/framework";
import { assembleForm, languagesOffered, type PoolItem } from "./assemble";
import { blueprintFor, type Blueprint } from "./blueprint";
import { seededRandom, shuffled } from "./random";

const zero = Object.fromEntries(frameworkDomains.map((d) => [d, 0])) as Record<FrameworkDomain, number>;

/** A small blueprint: only the domains given have items. */
function smallBlueprint(counts: Partial<Record<FrameworkDomain, number>>, caseItems = 0): Blueprint {
  const full = { ...zero, ...counts };
  return {
    level: "senior",
    format: "caseStudy",
    questions: Object.values(full).reduce((a, b) => a + b, 0),
    counts: full,
    caseStudies: caseItems ? { items: caseItems, itemsPerCase: { min: 2, max: 3 } } : null,
  };
}

const item = (id: string, domain: FrameworkDomain, over: Partial<PoolItem> = {}): PoolItem => ({
  id,
  domain,
  status: "live",
  caseId: null,
  languages: ["en", "is"],
  ...over,
});

/** `perDomain` live items in every domain, and a draft and a retired one each that must never be drawn. */
function bank(perDomain: number): PoolItem[] {
  return frameworkDomains.flatMap((domain) => [
    ...Array.from({ length: perDomain }, (_, i) => item(`${domain}-${String(i).padStart(3, "0")}`, domain)),
    item(`${domain}-draft`, domain, { status: "draft" }),
    item(`${domain}-retired`, domain, { status: "retired" }),
  ]);
}

/** For each case on the bank: the form has all its live items or none of them. */
function casesWhole(formIds: readonly string[], pool: readonly PoolItem[]): boolean {
  const on = new Set(formIds);
  const cases = new Map<string, PoolItem[]>();
  for (const i of pool) if (i.caseId && i.status === "live") cases.set(i.caseId, [...(cases.get(i.caseId) ?? []), i]);
  return [...cases.values()].every((group) => group.every((i) => on.has(i.id)) || group.every((i) => !on.has(i.id)));
}

describe("assembleForm", () => {
  const associate = blueprintFor("associate");

  it("draws exactly the blueprint's count per domain, live items only, each once", () => {
    const pool = bank(30);
    const result = assembleForm(associate, pool, { seed: "form-2027-01" });
    if (!result.ok) throw new Error("expected a form");
    const { form } = result;
    expect(form.itemIds).toHaveLength(associate.questions);
    expect(new Set(form.itemIds).size).toBe(associate.questions);
    for (const d of frameworkDomains) {
      expect(form.byDomain[d]).toHaveLength(associate.counts[d]);
      expect(form.byDomain[d].every((id) => id.startsWith(`${d}-`) && /-\d{3}$/.test(id))).toBe(true);
    }
    expect(form.level).toBe("associate");
    expect(form.seed).toBe("form-2027-01");
  });

  it("is a function of the seed: the same form for the same seed whatever the bank's order, another for another", () => {
    const pool = bank(30);
    const a = assembleForm(associate, pool, { seed: "s1" });
    const b = assembleForm(associate, shuffled(pool, seededRandom("order")), { seed: "s1" });
    const c = assembleForm(associate, pool, { seed: "s2" });
    expect(a).toEqual(b);
    expect(a.ok && c.ok && a.form.itemIds.join() !== c.form.itemIds.join()).toBe(true);
  });

  it("answers what is missing per domain and makes no partial form", () => {
    const pool = bank(30).filter((i) => !(i.domain === "drillingOperations" && /-0(0\d|1[0-4])$/.test(i.id)));
    // 30 − 15 = 15 live drilling items, the draft and retired ones not counted; Associate needs 16.
    expect(assembleForm(associate, pool, { seed: "s" })).toEqual({
      ok: false,
      domains: [{ domain: "drillingOperations", need: 16, available: 15, missing: 1 }],
      caseStudies: null,
    });
    const empty = assembleForm(associate, [], { seed: "s" });
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(empty.domains.map((s) => s.missing)).toEqual(frameworkDomains.map((d) => associate.counts[d]));
  });

  it("draws only items translated into the session's languages", () => {
    const pool = bank(20).map((i, n) => (n % 2 ? { ...i, languages: ["en"] } : i));
    const result = assembleForm(associate, pool, { seed: "s", languages: ["is"] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.domains.find((s) => s.domain === "powerPlantOperations")?.missing).toBe(8); // 18 − 10
    const enough = assembleForm(associate, bank(20), { seed: "s", languages: ["en", "is"] });
    expect(enough.ok).toBe(true);
  });

  describe("case studies", () => {
    // 6 items: reservoir 4, risk 2; 3 of them in case studies of 2–3 items.
    const blueprint = smallBlueprint({ reservoirEngineering: 4, riskAssessment: 2 }, 3);
    const pool: PoolItem[] = [
      item("c1-1", "reservoirEngineering", { caseId: "c1" }),
      item("c1-2", "reservoirEngineering", { caseId: "c1" }),
      item("c1-3", "riskAssessment", { caseId: "c1" }),
      item("c2-1", "reservoirEngineering", { caseId: "c2" }),
      item("c2-2", "riskAssessment", { caseId: "c2" }),
      item("c2-3", "riskAssessment", { caseId: "c2" }),
      item("c3-1", "reservoirEngineering", { caseId: "c3" }),
      item("c3-2", "reservoirEngineering", { caseId: "c3" }),
      item("c3-3", "reservoirEngineering", { caseId: "c3" }),
      item("c3-4", "reservoirEngineering", { caseId: "c3" }), // 4 items: more than a case may have, never drawn
      item("r1", "reservoirEngineering"),
      item("r2", "reservoirEngineering"),
      item("r3", "reservoirEngineering"),
      item("k1", "riskAssessment"),
      item("k2", "riskAssessment"),
    ];

    it("takes a case study's items together, exactly the case-study share, and fills the rest standalone", () => {
      for (let s = 0; s < 30; s++) {
        const result = assembleForm(blueprint, pool, { seed: `seed-${s}` });
        if (!result.ok) throw new Error("expected a form");
        const { form } = result;
        expect(form.caseIds).toHaveLength(1);
        expect(["c1", "c2"]).toContain(form.caseIds[0]);
        expect(form.itemIds.filter((id) => id.startsWith("c"))).toHaveLength(3);
        expect(form.itemIds.some((id) => id.startsWith("c3"))).toBe(false);
        expect(form.byDomain.reservoirEngineering).toHaveLength(4);
        expect(form.byDomain.riskAssessment).toHaveLength(2);
        expect(casesWhole(form.itemIds, pool)).toBe(true);
      }
    });

    it("draws both usable cases over the seeds, and the same for the same seed", () => {
      const picked = new Set<string>();
      for (let s = 0; s < 30; s++) {
        const result = assembleForm(blueprint, pool, { seed: `seed-${s}` });
        if (result.ok) picked.add(result.form.caseIds.join());
      }
      expect(picked).toEqual(new Set(["c1", "c2"]));
      expect(assembleForm(blueprint, pool, { seed: "x" })).toEqual(
        assembleForm(blueprint, [...pool].reverse(), { seed: "x" }),
      );
    });

    it("takes a case's live items only, and leaves out a case one of whose items lacks the language", () => {
      const retired = pool.map((i) => (i.id === "c2-3" ? { ...i, status: "retired" } : i));
      // c2 is now 2 live items: a case of 2 cannot make the 3 case-study items alone, so c1 every time.
      for (let s = 0; s < 10; s++) {
        const result = assembleForm(blueprint, retired, { seed: `seed-${s}` });
        expect(result.ok && result.form.caseIds).toEqual(["c1"]);
      }
      const untranslated = pool.map((i) => (i.id === "c1-2" ? { ...i, languages: ["en"] } : i));
      for (let s = 0; s < 10; s++) {
        const result = assembleForm(blueprint, untranslated, { seed: `seed-${s}`, languages: ["is"] });
        expect(result.ok && result.form.caseIds).toEqual(["c2"]);
        expect(result.ok && result.form.itemIds.includes("c1-1")).toBe(false);
      }
    });

    it("never uses a case's item as a standalone one, nor on a form without case studies", () => {
      const noCases = smallBlueprint({ reservoirEngineering: 3, riskAssessment: 2 });
      const result = assembleForm(noCases, pool, { seed: "s" });
      expect(result.ok && result.form.itemIds.sort()).toEqual(["k1", "k2", "r1", "r2", "r3"]);
      expect(assembleForm(smallBlueprint({ reservoirEngineering: 4 }), pool, { seed: "s" })).toEqual({
        ok: false,
        domains: [{ domain: "reservoirEngineering", need: 4, available: 3, missing: 1 }],
        caseStudies: null,
      });
    });

    it("says so when the cases hold too few items, or no set of them fits", () => {
      const onlyC1 = pool.filter((i) => !i.id.startsWith("c2") && !i.id.startsWith("c3"));
      expect(
        assembleForm(smallBlueprint({ reservoirEngineering: 4, riskAssessment: 2 }, 6), onlyC1, { seed: "s" }),
      ).toEqual({
        ok: false,
        domains: [],
        caseStudies: { reason: "notEnough", needItems: 6, availableItems: 3 },
      });
      // Cases of 3 items each (c1, c2) cannot sum to exactly 4.
      const four = assembleForm(smallBlueprint({ reservoirEngineering: 4, riskAssessment: 2 }, 4), pool, { seed: "s" });
      expect(four).toEqual({
        ok: false,
        domains: [],
        caseStudies: { reason: "noFit", needItems: 4, availableItems: 6 },
      });
      // Both cases together (6 items) would need 3 risk items; the blueprint has 2: no fit either.
      const six = assembleForm(smallBlueprint({ reservoirEngineering: 4, riskAssessment: 2 }, 6), pool, { seed: "s" });
      expect(six.ok).toBe(false);
      if (!six.ok) expect(six.caseStudies?.reason).toBe("noFit");
    });

    it("assembles Senior's full blueprint from a bank with enough cases", () => {
      const senior = blueprintFor("senior");
      const big: PoolItem[] = [];
      frameworkDomains.forEach((domain, d) => {
        for (let c = 0; c < 4; c++)
          for (let k = 0; k < 3; k++)
            big.push(item(`case-${d}-${c}-${k}`, frameworkDomains[(d + k) % 8]!, { caseId: `case-${d}-${c}` }));
        for (let i = 0; i < 20; i++) big.push(item(`${domain}-${i}`, domain));
      });
      const result = assembleForm(senior, big, { seed: "senior-2027" });
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.form.itemIds).toHaveLength(120);
      expect(result.form.itemIds.filter((id) => id.startsWith("case-"))).toHaveLength(senior.caseStudies!.items);
      for (const d of frameworkDomains) expect(result.form.byDomain[d]).toHaveLength(senior.counts[d]);
      expect(casesWhole(result.form.itemIds, big)).toBe(true);
    });
  });
});

describe("languagesOffered", () => {
  const pool = [
    item("a", "riskAssessment", { languages: ["en", "is", "de"] }),
    item("b", "riskAssessment", { languages: ["de", "en"] }),
    item("c", "riskAssessment", { languages: ["en", "de", "es"] }),
  ];

  it("offers a language only when every item of the form has a reviewed translation in it", () => {
    expect(languagesOffered({ itemIds: ["a", "b", "c"] }, pool)).toEqual(["de", "en"]);
    expect(languagesOffered({ itemIds: ["a"] }, pool)).toEqual(["de", "en", "is"]);
  });

  it("offers nothing for an empty form or an item it does not know", () => {
    expect(languagesOffered({ itemIds: [] }, pool)).toEqual([]);
    expect(languagesOffered({ itemIds: ["a", "zz"] }, pool)).toEqual([]);
  });
});
