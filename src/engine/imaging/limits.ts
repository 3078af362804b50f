/**
 * The largest image decoded, in pixels. A 40 MP photo is larger than any phone takes today; a
 * small file that claims more is a decompression bomb and is refused before decoding.
 */
export const MAX_DECODED_PIXELS = 40_000_000;
