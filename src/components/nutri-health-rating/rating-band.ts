export type RatingBand = 'poor' | 'fair' | 'good';

/** The words and colour band of a 0–10 rating; the bands match the engine's documented scale. */
export function ratingBand(rating: number): { band: RatingBand; word: string } {
  if (rating >= 7) return { band: 'good', word: 'Good' };
  if (rating >= 4) return { band: 'fair', word: 'Fair' };
  return { band: 'poor', word: 'Poor' };
}

/** A rating kept to the contract's range: a whole number from 0 to 10. */
export function clampRating(value: number): number {
  return Math.min(10, Math.max(0, Math.round(value)));
}
