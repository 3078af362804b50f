/** Byte readers shared by the format walkers; every read is bounds-checked by its caller. */
export const u16be = (b: Uint8Array, i: number): number => (b[i]! << 8) | b[i + 1]!;
export const u16le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8);
export const u24le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
export const u32be = (b: Uint8Array, i: number): number => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
export const u32le = (b: Uint8Array, i: number): number => u16le(b, i) + u16le(b, i + 2) * 65536;
export const fourcc = (b: Uint8Array, i: number): string => String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);

/**
 * Why an image was refused before any decoder saw it. The walkers throw this; the gate turns it
 * into the contract's invalidRequest with the format named.
 */
export class ImageRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRefusal';
  }
}

export function refuse(reason: string): never {
  throw new ImageRefusal(reason);
}

/** A size in pixels: what a format declares, before anything is decoded. */
export interface Dimensions {
  width: number;
  height: number;
}
