import { readCappedChunks } from '../engine/bounded-fetch.js';

/**
 * A response's body as a Blob of at most `maxBytes`, or null when it is larger: a page chooses
 * what an image URL answers, and a 2 GB "image" must not be read into the extension's memory to
 * find out.
 */
export async function readBounded(response: Response, maxBytes: number): Promise<Blob | null> {
  // The MIME type's essence: a data URL made from the blob must read "data:image/png;base64,".
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const chunks = await readCappedChunks(response, maxBytes);
  return chunks ? new Blob(chunks as BlobPart[], { type }) : null;
}
