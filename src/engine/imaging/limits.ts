/**
 * The largest image accepted, in pixels. A 40 MP photo is larger than any phone takes today; a
 * small file that claims more is a decompression bomb and is refused before decoding.
 */
export const MAX_DECODED_PIXELS = 40_000_000;

/** The longest side accepted: a 40 MP strip 100,000 px long is no photo of food. */
export const MAX_SIDE = 16_384;

/**
 * The most pixels an operation works on. A larger photo is decoded straight to this size (JPEG
 * and WebP at a reduced DCT scale, so a 40 MP photo never exists in memory at full size): a 4032×3024
 * phone photo is read as taken, and nutrition-panel text in a 40 MP one keeps more pixels than
 * OCR needs.
 */
export const WORKING_PIXELS = 12_200_000;
