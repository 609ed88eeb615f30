import type { Route } from "./+types/resources.files.$file";
import { getResourceFile } from "~/content/resource-files.server";

/**
 * A downloadable resource (/resources/files/:file): only names from the allow-list in
 * app/content/resources.ts; anything else (other names, encoded paths) is 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const file = getResourceFile(params.file);
  if (!file) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(file.text, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
