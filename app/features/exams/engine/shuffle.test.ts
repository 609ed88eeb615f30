import { describe, expect, it } from "vitest";
import { attemptOrder, optionOrder, type OrderItem } from "./shuffle";

const options = ["a", "b", "c", "d"];
const form: OrderItem[] = [
  { id: "q1", options },
  { id: "q2", options },
  { id: "s1", caseId: "case-1", options },
  { id: "s2", caseId: "case-1", options },
  { id: "s3", caseId: "case-1", options },
  { id: "q3", options },
  { id: "q4", options, keepOptionOrder: true },
  { id: "t1", caseId: "case-2", options },
  { id: "t2", caseId: "case-2", options },
  { id: "q5", options },
];

const ids = (attemptId: string) => attemptOrder(attemptId, form).map((i) => i.itemId);

describe("attemptOrder", () => {
  it("is the same for the same attempt (a reload, another instance) and differs between attempts", () => {
    expect(attemptOrder("attempt-1", form)).toEqual(attemptOrder("attempt-1", form));
    const orders = new Set(Array.from({ length: 20 }, (_, i) => ids(`attempt-${i}`).join()));
    expect(orders.size).toBeGreaterThan(15);
  });

  it("shows every item once", () => {
    expect([...ids("attempt-1")].sort()).toEqual(form.map((i) => i.id).sort());
  });

  it("keeps a case study's items together and in their written order", () => {
    for (let i = 0; i < 50; i++) {
      const order = ids(`attempt-${i}`);
      const s = order.indexOf("s1");
      expect(order.slice(s, s + 3)).toEqual(["s1", "s2", "s3"]);
      const t = order.indexOf("t1");
      expect(order.slice(t, t + 2)).toEqual(["t1", "t2"]);
    }
  });

  it("keeps a case together even when the form lists its items apart", () => {
    const apart: OrderItem[] = [
      { id: "x1", caseId: "x", options },
      { id: "q", options },
      { id: "x2", caseId: "x", options },
    ];
    for (let i = 0; i < 20; i++) {
      const order = attemptOrder(`a${i}`, apart).map((item) => item.itemId);
      expect(order.indexOf("x2") - order.indexOf("x1")).toBe(1);
    }
  });

  it("moves standalone items and cases across the whole form", () => {
    const firsts = new Set(Array.from({ length: 60 }, (_, i) => ids(`attempt-${i}`)[0]));
    expect(firsts).toContain("s1");
    expect(firsts).toContain("q5");
    expect(firsts).not.toContain("s2"); // a case is entered at its start
  });

  it("handles an empty form", () => {
    expect(attemptOrder("a", [])).toEqual([]);
  });
});

describe("optionOrder", () => {
  it("shuffles an item's options per attempt, the same each time", () => {
    const first = optionOrder("attempt-1", { id: "q1", options });
    expect([...first].sort()).toEqual(options);
    expect(optionOrder("attempt-1", { id: "q1", options })).toEqual(first);
    const orders = new Set(
      Array.from({ length: 30 }, (_, i) => optionOrder(`attempt-${i}`, { id: "q1", options }).join()),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it("keeps options as written where their order carries meaning", () => {
    for (let i = 0; i < 10; i++)
      expect(optionOrder(`attempt-${i}`, { id: "q4", options, keepOptionOrder: true })).toEqual(options);
    expect(attemptOrder("attempt-3", form).find((i) => i.itemId === "q4")?.options).toEqual(options);
  });

  it("gives an item the same option order whatever else is on the form", () => {
    const alone = attemptOrder("attempt-7", [form[0]!]);
    const among = attemptOrder("attempt-7", form).find((i) => i.itemId === "q1");
    expect(among?.options).toEqual(alone[0]!.options);
  });
});
