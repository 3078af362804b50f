/** The best `limit` scores so far, one per food: below the last of them nothing can enter. */
export class TopScores {
  private readonly docs: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly limit: number) {}

  threshold(): number {
    return this.scores.length < this.limit ? -Infinity : this.scores[this.scores.length - 1]!;
  }

  offer(doc: number, score: number): void {
    // Full, and no better than the last: it would go in last and straight out again. (A food
    // already held scores above the last here, since a food is offered only when it improves.)
    if (this.scores.length >= this.limit && score <= this.scores[this.scores.length - 1]!) return;
    let at = this.docs.indexOf(doc);
    if (at >= 0) {
      this.docs.splice(at, 1);
      this.scores.splice(at, 1);
    }
    at = this.scores.findIndex((s) => s < score);
    if (at < 0) at = this.scores.length;
    this.docs.splice(at, 0, doc);
    this.scores.splice(at, 0, score);
    if (this.scores.length > this.limit) {
      this.docs.pop();
      this.scores.pop();
    }
  }
}
