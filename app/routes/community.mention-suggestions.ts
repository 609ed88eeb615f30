import { data } from "react-router";
import type { Route } from "./+types/community.mention-suggestions";
import { mentionSuggestions } from "~/features/notifications/index.server";
import { getUser } from "~/features/auth/index.server";
import { consume } from "~/lib/server/rate-limit.server";
import { getAppContext } from "~/lib/server/app-context.server";

/**
 * `@name` autocomplete of the forum's text areas (GET ?q=, JSON): signed-in members only, a few
 * dozen look-ups a minute per member; names of members who have posted in the forum, never addresses.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const noStore = { "Cache-Control": "private, no-store" };
  const user = await getUser(request, context);
  if (!user) return data({ names: [] as string[] }, { status: 401, headers: noStore });
  const app = getAppContext(context);
  const wait = await consume(app.rateLimits.forumActions, `mentions:${user.id}`);
  if (wait > 0) {
    return data({ names: [] as string[] }, { status: 429, headers: { ...noStore, "Retry-After": String(wait) } });
  }
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 60);
  const names = q.length === 0 ? [] : await mentionSuggestions(app.db, q, user.id);
  return data({ names }, { headers: noStore });
}
