/**
 * A stack of integers in one Int32Array, grown by doubling and kept when emptied: the matching's queue of
 * S-vertices and its deferred blossoms are emptied every stage, and a JavaScript array emptied and filled again
 * is garbage each time (a round's young-generation collections came mostly from them).
 */
export class IntStack {
  private items = new Int32Array(256);
  size = 0;

  push(x: number): void {
    if (this.size === this.items.length) {
      const grown = new Int32Array(2 * this.items.length);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.size++] = x;
  }

  /** The item pushed i-th (from 0), i below size. */
  at(i: number): number {
    return this.items[i];
  }

  /** The last item pushed, taken off; the stack must not be empty. */
  pop(): number {
    return this.items[--this.size];
  }

  clear(): void {
    this.size = 0;
  }
}
