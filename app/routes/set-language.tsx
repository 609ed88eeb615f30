import { data, redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { getAppContext } from "~/lib/app-context.server";
import { safeLocalPath } from "~/lib/safe-path";
import { languageCookieHeader } from "~/lib/i18n/language-cookie.server";
import { isLanguageCode } from "~/lib/i18n/languages";

/** Stores the language choice. Unknown codes (script injection included) are refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getAppContext(context);
  const form = await request.formData();
  const lng = form.get("lng");
  if (!isLanguageCode(lng)) return data({ ok: false }, { status: 400 });
  const headers = { "Set-Cookie": languageCookieHeader(lng, config.siteUrl.startsWith("https:")) };
  // A plain form (without JavaScript) names where to go back to.
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string") throw redirect(safeLocalPath(redirectTo), { headers });
  return data({ ok: true }, { headers });
}

export function loader() {
  throw redirect("/");
}
