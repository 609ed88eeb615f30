// How the issuer's machine documents are answered (decision 022): JSON-LD that any
// verifier may fetch from any origin, never cached for long (statuses must show at once).
import type { RouterContextProvider } from "react-router";
import { issuerDocument } from "./document-loader.server";
import { issuerOf } from "./issuer-context.server";

export const CORS_HEADERS = { "Access-Control-Allow-Origin": "*" } as const;

export function jsonLdResponse(
  document: unknown,
  options: { contentType?: string; cacheControl?: string; status?: number } = {},
): Response {
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    status: options.status ?? 200,
    headers: {
      "Content-Type": options.contentType ?? "application/ld+json; charset=utf-8",
      // Verifiers may keep it briefly; status lists revalidate every time (no-cache).
      "Cache-Control": options.cacheControl ?? "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      ...CORS_HEADERS,
    },
  });
}

export function notFoundJson(): Response {
  return Response.json(
    { error: "Not found" },
    { status: 404, headers: { ...CORS_HEADERS, "Cache-Control": "no-store" } },
  );
}

/** The issuer document at the request's path (on our public origin), or a JSON 404. */
export async function issuerDocumentResponse(
  context: Readonly<RouterContextProvider>,
  path: string,
  options: { contentType?: string; cacheControl?: string } = {},
): Promise<Response> {
  const issuer = issuerOf(context);
  const document = await issuerDocument(issuer, `${issuer.urls.origin}${path}`);
  return document ? jsonLdResponse(document, options) : notFoundJson();
}
