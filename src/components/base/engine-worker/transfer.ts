/**
 * The argument of a call as it is posted to the engine worker, and the buffers it may move.
 * Bytes (an ArrayBuffer or a view, alone or as fixFood's `imageData`) are copied once and the copy
 * is transferred: structured clone would copy them anyway, and the caller's own buffer is never
 * detached (a page may still show or resend the photo). A Blob or File crosses by reference
 * without a copy, and the worker reads it; text crosses as it is.
 */
export function forTransfer(argument: unknown): { argument: unknown; transfer: Transferable[] } {
  const transfer: Transferable[] = [];
  const own = (value: unknown): unknown => {
    const bytes = copyOfBytes(value);
    if (!bytes) return value;
    transfer.push(bytes.buffer);
    return bytes;
  };
  if (isPlainObject(argument) && 'imageData' in argument) {
    return { argument: { ...argument, imageData: own(argument.imageData) }, transfer };
  }
  return { argument: own(argument), transfer };
}

function copyOfBytes(value: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
