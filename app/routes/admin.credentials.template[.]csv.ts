import type { Route } from "./+types/admin.credentials.template[.]csv";
import { requireApiRole } from "~/features/auth/index.server";
import { csvResponse, toCsv } from "~/lib/util/csv.server";
import { IMPORT_TEMPLATE_HEADER } from "~/features/registry/index.server";

/**
 * The import template: the columns and two example rows to replace, one with the rule's validity
 * (expires_on left empty), one with another expiry date and its stated reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiRole(request, context, ["admin"]);
  return csvResponse(
    toCsv(IMPORT_TEMPLATE_HEADER, [
      [
        "Amina",
        "Otieno",
        "amina.otieno@example.org",
        "professional",
        "resourceAssessment;reservoirEngineering",
        "2026-11-01",
        "",
        "",
      ],
      // Another validity than the rule's needs its reason in the last column.
      [
        "Jón",
        "Guðmundsson",
        "",
        "associate",
        "drillingOperations",
        "2026-11-01",
        "2030-05-01",
        "Extended six months by board decision",
      ],
    ]),
    "geocert-credential-import-template.csv",
  );
}
