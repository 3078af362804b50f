/**
 * A bounded least-recently-used map. describeMeal looks the same phrases up again and again
 * (the join test scores each piece and each joined phrase; a service sees the same foods all
 * day), and the answers are pure functions of the phrase, so they are kept, up to a bound.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes this the most recent.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  get size(): number {
    return this.map.size;
  }
}
