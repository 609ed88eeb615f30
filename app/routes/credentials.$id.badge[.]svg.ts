import type { Route } from "./+types/credentials.$id.badge[.]svg";
import { badgeSvgResponse, downloadableCredential } from "~/features/credentials/index.server";

/** The baked badge: the level's artwork with the signed credential inside; else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const credential = await downloadableCredential(request, context, params.id);
  return badgeSvgResponse(context, credential);
}
