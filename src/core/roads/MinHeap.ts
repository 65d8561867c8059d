/** Binary min-heap of (key, item) on typed arrays, with lazy deletion left to the caller. */
export class MinHeap {
  private keys: Float64Array;
  private items: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity);
    this.items = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      k.set(this.keys);
      this.keys = k;
      const it = new Int32Array(this.size * 2);
      it.set(this.items);
      this.items = it;
    }
    let i = this.size++;
    const keys = this.keys;
    const items = this.items;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((keys[p] as number) <= key) break;
      keys[i] = keys[p] as number;
      items[i] = items[p] as number;
      i = p;
    }
    keys[i] = key;
    items[i] = item;
  }

  /** Smallest key (undefined behaviour when empty). */
  topKey(): number {
    return this.keys[0] as number;
  }

  topItem(): number {
    return this.items[0] as number;
  }

  /** Removes the top; read topKey/topItem before. */
  pop(): void {
    const keys = this.keys;
    const items = this.items;
    const n = --this.size;
    if (n === 0) return;
    const key = keys[n] as number;
    const item = items[n] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (keys[c + 1] as number) < (keys[c] as number)) c++;
      if ((keys[c] as number) >= key) break;
      keys[i] = keys[c] as number;
      items[i] = items[c] as number;
      i = c;
    }
    keys[i] = key;
    items[i] = item;
  }
}
