/**
 * The order one attempt sees. Each attempt gets its own item order and option order, so candidates sitting side
 * by side do not see the same screen (copying is harder) and an item's position cannot favour anyone across a
 * session. The order is a function of the attempt id only: the server can rebuild it at any time (after a restart,
 * on another instance, for an appeal) without storing it, and a reload never reshuffles a candidate's exam.
 * A case study's items stay together and in their written order, since they build on one scenario.
 */
import { seededRandom, shuffled } from "./random";

export type OrderItem = {
  id: string;
  /** The case study the item belongs to, or null/absent for a standalone item. */
  caseId?: string | null;
  /** The option ids in their written order. */
  options: readonly string[];
  /**
   * Options whose order carries meaning (ascending values, "none of these" last) are kept as written: shuffling
   * them would make the item harder to read without making copying harder.
   */
  keepOptionOrder?: boolean;
};

export type AttemptItem = { itemId: string; caseId: string | null; options: string[] };

/**
 * The items of a form in the attempt's order, each with its options in the attempt's order. Items come in the
 * order given (the form's), and the units (a standalone item, or a whole case study at the place of its first item)
 * are shuffled; each item's options are shuffled by a stream of their own, so the option order of an item does
 * not change when the form's other items change.
 */
export function attemptOrder(attemptId: string, items: readonly OrderItem[]): AttemptItem[] {
  const units: OrderItem[][] = [];
  const unitOfCase = new Map<string, OrderItem[]>();
  for (const item of items) {
    const caseId = item.caseId ?? null;
    const existing = caseId === null ? undefined : unitOfCase.get(caseId);
    if (existing) existing.push(item);
    else {
      const unit = [item];
      units.push(unit);
      if (caseId !== null) unitOfCase.set(caseId, unit);
    }
  }
  return shuffled(units, seededRandom(`items:${attemptId}`))
    .flat()
    .map((item) => ({
      itemId: item.id,
      caseId: item.caseId ?? null,
      options: optionOrder(attemptId, item),
    }));
}

/** One item's options in the attempt's order (as written when `keepOptionOrder`). */
export function optionOrder(attemptId: string, item: Pick<OrderItem, "id" | "options" | "keepOptionOrder">): string[] {
  return item.keepOptionOrder
    ? [...item.options]
    : shuffled(item.options, seededRandom(`options:${attemptId}:${item.id}`));
}
