import { csvResponse, toCsv } from "~/lib/util/csv.server";
import { BULK_TEMPLATE_HEADER } from "~/features/registry/index.server";

/** The bulk verification template: the two columns and two demo rows to replace. */
export function loader() {
  return csvResponse(
    toCsv(BULK_TEMPLATE_HEADER, [
      ["GCF-2026-T7QS-3J", "Kamau"],
      ["GCF-2025-2SMF-QN", "Þórsdóttir"],
    ]),
    "geocert-bulk-verification-template.csv",
  );
}
