/**
 * Reading an upload form's multipart body without buffering more than a bounded number of bytes (decision 036).
 * Like ~/lib/forms/limited-body.server.ts it stops reading at a limit; unlike it, a body over the limit still gives
 * back the text fields sent before the file (pages put the file input last, and browsers send fields in the order
 * of the page), so a refused file keeps what the visitor typed.
 */
import { discardBody } from "~/lib/forms/limited-body.server";

export type UploadPost = {
  form: FormData;
  /** The body was larger than the server reads: `form` holds the fields before the file, and no file. */
  tooLarge: boolean;
};

function boundaryOf(type: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = haystack.length - needle.length; i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

async function parse(body: Uint8Array, type: string): Promise<FormData> {
  try {
    return await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    return new FormData();
  }
}

/** The post's form, read up to `maxBytes`. */
export async function readUploadPost(request: Request, maxBytes: number): Promise<UploadPost> {
  const type = request.headers.get("content-type") ?? "";
  if (!request.body) return { form: new FormData(), tooLarge: false };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - total));
      total = maxBytes;
      tooLarge = true;
      // Read to the end and dropped: a browser cut off mid-upload would show a connection error.
      await discardBody(reader);
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (!tooLarge) return { form: await parse(body, type), tooLarge: false };

  // Over the limit: keep the complete parts before the cut, close the body there, drop any file.
  const boundary = type.toLowerCase().startsWith("multipart/form-data") ? boundaryOf(type) : null;
  const form = new FormData();
  if (boundary) {
    const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
    const cut = lastIndexOf(body, delimiter);
    if (cut >= 0) {
      const closing = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
      const prefix = new Uint8Array(cut + closing.length);
      prefix.set(body.subarray(0, cut));
      prefix.set(closing, cut);
      for (const [name, value] of (await parse(prefix, type)).entries()) {
        if (typeof value === "string") form.append(name, value);
      }
    }
  }
  return { form, tooLarge: true };
}
