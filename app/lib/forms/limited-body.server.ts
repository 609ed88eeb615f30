/**
 * The request's form data, read only up to `maxBytes` (uploads): null when the body is larger,
 * so an oversized upload never fills the server's memory. The declared length is checked first,
 * then the bytes actually received.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
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
    await request.body?.cancel().catch(() => undefined);
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
      await reader.cancel().catch(() => undefined);
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
