import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { loadRootData } from "~/lib/root/root-data.server";

/**
 * U+0000 is refused at the boundary, before any loader or action (decision 016): PostgreSQL cannot
 * store it in text and rejects every query that carries it (SQLSTATE 22021), so it answered 500 and
 * logged the query. No visitor types it; a form or an address that holds one gets the site's 400 page.
 */

/** "%00" in the address (a raw NUL cannot be in a URL); any case of the hex digits is the same byte. */
const ENCODED_NUL = /%00/i;

/** Whether the address or a form or JSON body of the request holds U+0000 (files' bytes are not text). */
export async function requestHasNulByte(request: Request): Promise<boolean> {
  const url = request.url;
  if (ENCODED_NUL.test(url) || url.includes("\u0000")) return true;
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return false;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const text = await request.clone().text();
      return ENCODED_NUL.test(text) || text.includes("\u0000");
    }
    if (type.startsWith("multipart/form-data")) {
      const form = await request.clone().formData();
      for (const [name, value] of form) {
        if (name.includes("\u0000")) return true;
        if (typeof value === "string" ? value.includes("\u0000") : value.name.includes("\u0000")) return true;
      }
      return false;
    }
    if (type.includes("json")) {
      // In a JSON body the character arrives raw or escaped.
      const text = await request.clone().text();
      return text.includes("\u0000") || text.includes("\\u0000");
    }
  } catch {
    // A body that cannot be read as its type says: the route gives its own answer.
    return false;
  }
  return false;
}

/** Root middleware: the 400 page, in the visitor's language and the site's frame (it carries the root's data). */
export const refuseNulBytes: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!(await requestHasNulByte(request))) return next();
  const { payload } = await loadRootData(request, context as Readonly<RouterContextProvider>);
  throw data({ reason: "nul", rootData: payload }, { status: 400, headers: { "Cache-Control": "no-store" } });
};
