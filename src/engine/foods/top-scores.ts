/**
 * The best `limit` scores so far, one per food: below the last of them nothing can enter.
 * Held in two small typed arrays, best first (a search offers each food it scores: no
 * allocation per offer).
 */
export class TopScores {
  private readonly docs: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;

  constructor(private readonly limit: number) {
    this.docs = new Int32Array(limit + 1);
    this.scores = new Float64Array(limit + 1);
  }

  /** Empty again, for the next search with the same limit (typed arrays cost more to make than to reuse). */
  clear(): this {
    this.size = 0;
    return this;
  }

  threshold(): number {
    return this.size < this.limit ? -Infinity : this.scores[this.size - 1]!;
  }

  offer(doc: number, score: number): void {
    const { docs, scores } = this;
    let size = this.size;
    // Full, and no better than the last: it would go in last and straight out again. (A food
    // already held scores above the last here, since a food is offered only when it improves.)
    if (size >= this.limit && score <= scores[size - 1]!) return;
    for (let i = 0; i < size; i++) {
      if (docs[i] !== doc) continue;
      docs.copyWithin(i, i + 1, size);
      scores.copyWithin(i, i + 1, size);
      size--;
      break;
    }
    // After every score at least as good: of two equal scores the first offered stays first.
    let at = size;
    while (at > 0 && scores[at - 1]! < score) at--;
    docs.copyWithin(at + 1, at, size);
    scores.copyWithin(at + 1, at, size);
    docs[at] = doc;
    scores[at] = score;
    this.size = Math.min(size + 1, this.limit);
  }
}
