import { redirect } from "react-router";
import type { Route } from "./+types/auth.sign-out";
import { getAppContext } from "~/lib/server/app-context.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { accountRedirectHeaders } from "~/features/auth/index.server";

/** Signing out is a POST (a form in the user menu), so no link or image can sign anyone out. */
export function loader() {
  throw redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const secure = app.config.siteUrl.startsWith("https:");
  let authHeaders: Headers | undefined;
  try {
    const result = await app.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    authHeaders = result.headers;
  } catch {
    // No session: still clear what the browser holds.
  }
  throw redirectWithFlash(
    context,
    "/",
    { ns: "common", key: "session.signedOut" },
    {
      headers: accountRedirectHeaders({ secure, authHeaders }),
    },
  );
}
