/**
 * The limits of the v4 contract as DESIGN.md settles them. The schemas enforce them; the
 * server, the components and the docs read them from here so a change is made once.
 */
export const limits = {
  /** describeMeal `text`, in characters (UTF-16 code units, as JavaScript counts). */
  textMaxChars: 2_000,
  /** fixFood `issue`, in characters. */
  issueMaxChars: 1_000,
  /** Decoded size of `imageData`, in bytes. */
  imageMaxBytes: 8 * 1024 * 1024,
  /** A whole request body, in bytes. */
  bodyMaxBytes: 12 * 1024 * 1024,
  /** Barcode digits after removing spaces and dashes. */
  barcodeMinDigits: 8,
  barcodeMaxDigits: 14,
} as const;

export type Limits = typeof limits;

/** "8 MiB", "1.5 KiB": sizes as a person reads them in an error message. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
