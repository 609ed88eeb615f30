/**
 * The request's form data, read only up to `maxBytes` (uploads): null when the body is larger,
 * so an oversized upload never fills the server's memory. The declared length is checked first,
 * then the bytes actually received. The rest of a larger body is read and dropped, never cut off: a
 * browser whose upload is cut off shows a connection error instead of the page's answer. The
 * server's body limit (server/security.ts) has bounded it by the route's hard cap already.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await discardBody(request.body?.getReader());
    return null;
  }
  const body = await readLimited(request, maxBytes);
  if (!body) return null;
  const headers = new Headers();
  const type = request.headers.get("content-type");
  if (type) headers.set("content-type", type);
  try {
    return await new Response(body, { headers }).formData();
  } catch {
    return new FormData();
  }
}

/** The request's body as text (e.g. JSON), or null when it is larger than `maxBytes`. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await discardBody(request.body?.getReader());
    return null;
  }
  const body = await readLimited(request, maxBytes);
  return body ? new TextDecoder().decode(body) : null;
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await discardBody(reader);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Reads the rest of a body without keeping it (see readLimitedFormData). */
export async function discardBody(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): Promise<void> {
  if (!reader) return;
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // the client went away: nothing left to read
  }
}
