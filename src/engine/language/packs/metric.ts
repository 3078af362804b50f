/** Metric spellings every pack reads ("200 g", "1,5 l", "33 cl"); each pack adds its own words for them. */
export const METRIC_UNITS: Readonly<Record<string, string>> = {
  g: 'g', gr: 'g', grs: 'g', kg: 'kg', kilo: 'kg', kilos: 'kg', mg: 'mg',
  ml: 'ml', cl: 'cl', dl: 'dl', l: 'l', lt: 'l', ltr: 'l', cc: 'ml',
};
