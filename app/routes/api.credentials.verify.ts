import type { Route } from "./+types/api.credentials.verify";
import { verifyCredentialApi } from "~/features/credentials/index.server";

/** Verifies a credential file for employers' systems: JSON report with stable codes. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  return verifyCredentialApi(request, context);
}

export function loader() {
  return Response.json({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
}
