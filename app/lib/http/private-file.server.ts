/** Private files (CPD evidence, application documents, exports): the headers and the 404 they share. */

/** `attachment` with an ASCII name for old clients and the real one (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Headers of a private file: never cached, never sniffed, never run as a page. */
export function privateFileHeaders(contentType: string, fileName: string): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Content-Disposition": attachment(fileName),
    "Cache-Control": "private, no-store",
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Robots-Tag": "noindex",
  });
}

/** The one answer for a file that is not there and for one the visitor may not have, so ids reveal nothing. */
export function privateNotFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** A stored private file as its response: its bytes, length, and its hash as the ETag. */
export function privateFileResponse(file: {
  contentType: string;
  fileName: string;
  content: Uint8Array;
  sha256: string;
}): Response {
  const headers = privateFileHeaders(file.contentType, file.fileName);
  headers.set("Content-Length", String(file.content.byteLength));
  headers.set("ETag", `"${file.sha256}"`);
  return new Response(new Uint8Array(file.content), { headers });
}
