/**
 * A bounded memo for pure answers, cheaper on a hit than an exact LRU (no reordering): entries
 * live in a young and an old generation; a hit in the old one moves to the young one, and when
 * the young one is full it becomes the old one. What is asked again and again stays; at most
 * `max` entries are kept. Only for values that are pure functions of the key, so which entries
 * are dropped never changes an answer.
 */
export class Memo<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const aged = this.old.get(key);
    if (aged !== undefined) this.add(key, aged);
    return aged;
  }

  set(key: K, value: V): void {
    if (this.young.has(key)) this.young.set(key, value);
    else this.add(key, value);
  }

  /** The value kept for `key`, computed (and kept) on a miss. */
  remember(key: K, compute: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) this.add(key, (value = compute(key)));
    return value;
  }

  /**
   * Keeps a key the young generation was just found not to hold (a miss of get): no second look
   * for it, as set needs. (Should compute have kept the key meanwhile, the young generation may
   * turn over one entry early: which entries are dropped never changes an answer.)
   */
  private add(key: K, value: V): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}

/**
 * One Memo per owner (an engine's food index, a database), dropped with its owner: answers
 * that depend on the data they were worked out from never cross engines.
 */
export function memoPerOwner<O extends object, K, V>(max: number): (owner: O) => Memo<K, V> {
  const memos = new WeakMap<O, Memo<K, V>>();
  return (owner) => {
    let memo = memos.get(owner);
    if (!memo) memos.set(owner, (memo = new Memo(max)));
    return memo;
  };
}

/**
 * A table worked out once per owner (a database's foods by name), dropped with its owner: for
 * whole derived tables, where memoPerOwner keeps single answers.
 */
export function derivedPerOwner<O extends object, T>(derive: (owner: O) => T): (owner: O) => T {
  const derived = new WeakMap<O, T>();
  return (owner) => {
    let value = derived.get(owner);
    if (value === undefined) derived.set(owner, (value = derive(owner)));
    return value;
  };
}
