import { data, redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { getAppContext } from "~/lib/server/app-context.server";
import { safeLocalPath } from "~/lib/util/safe-path";
import { languageCookieHeader } from "~/lib/i18n/language-cookie.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { languageChoiceSchema } from "~/features/auth";
import { parseForm, refuse } from "~/lib/forms/submission.server";

/** The Set-Cookie header for a valid language code; null for anything else. */
function languageCodeHeaderFor(lng: unknown, siteUrl: string): { "Set-Cookie": string } | null {
  if (!isLanguageCode(lng)) return null;
  return { "Set-Cookie": languageCookieHeader(lng, siteUrl.startsWith("https:")) };
}

/** Stores the language choice. Unknown codes (script injection included) are refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(form, languageChoiceSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  const secure = getAppContext(context).config.siteUrl.startsWith("https:");
  const headers = { "Set-Cookie": languageCookieHeader(parsed.value.lng as LanguageCode, secure) };
  // A plain form (without JavaScript) names where to go back to.
  const { redirectTo } = parsed.value;
  if (redirectTo !== undefined) throw redirect(safeLocalPath(redirectTo), { headers });
  // The language picker's fetcher: the loaders revalidate in the new language.
  return data(null, { headers });
}

/**
 * The language picker's links, before its script has loaded (decision 011):
 * `GET /set-language?lng=is&next=/events` sets the language cookie and goes back to the page.
 * It writes nothing else (a cross-site link can at most change a visitor's language, as `?lng=` can).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeLocalPath(url.searchParams.get("next"));
  const headers = languageCodeHeaderFor(url.searchParams.get("lng"), getAppContext(context).config.siteUrl);
  throw redirect(next, { headers: { ...headers, "Cache-Control": "no-store" } });
}
