import type { Route } from "./+types/account.certification.documents.$id";
import { documentResponse } from "~/features/applications/index.server";

/** A document of a certification application: to its applicant and reviewing staff only, else 404. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return documentResponse(request, context, params.id);
}
