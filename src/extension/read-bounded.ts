/**
 * A response's body as a Blob of at most `maxBytes`, or null when it is larger: a page chooses
 * what an image URL answers, and a 2 GB "image" must not be read into the extension's memory to
 * find out. The declared length is trusted only to refuse early; the bytes are counted as read.
 */
export async function readBounded(response: Response, maxBytes: number): Promise<Blob | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  // The MIME type's essence: a data URL made from the blob must read "data:image/png;base64,".
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  return new Blob(parts as BlobPart[], { type });
}
