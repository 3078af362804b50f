import { describe, expect, it } from 'vitest';
import { readBounded } from '../../src/extension/read-bounded.js';

/** A body of `chunks` chunks of `size` bytes, counting how many were pulled. */
function endless(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { body, pulled: () => pulled };
}

describe('reading a page’s image within a bound', () => {
  it('gives the bytes and the MIME type’s essence when within the bound', async () => {
    const blob = await readBounded(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'Image/PNG; charset=binary' } }), 10);
    expect(blob?.size).toBe(3);
    expect(blob?.type).toBe('image/png');
  });

  it('refuses a body declared larger than the bound without reading it', async () => {
    const stream = endless(1_000, 1024);
    const blob = await readBounded(new Response(stream.body, { headers: { 'content-length': String(1_000 * 1024) } }), 64 * 1024);
    expect(blob).toBeNull();
    expect(stream.pulled()).toBeLessThanOrEqual(1);
  });

  it('stops reading a body that says nothing of its length once it passes the bound', async () => {
    // 2 GB if read to the end; a little over the bound is all that is read.
    const stream = endless(2 * 1024 * 1024, 1024);
    const blob = await readBounded(new Response(stream.body), 64 * 1024);
    expect(blob).toBeNull();
    expect(stream.pulled()).toBeLessThanOrEqual(66);
  });
});
