// Lists of edges, one per blossom, that live for one stage of the matching (dynamic.ts): every list is
// emptied at once when the stage ends. They are kept in chunks of one growing Int32Array, so a stage
// allocates nothing on the JavaScript heap: lists made anew in every stage outlived the young generation and
// piled up as garbage in the old one (about 240 MB between two collections on open-2000-round2), and plain
// arrays kept from stage to stage held on to the size of the largest list each blossom ever had (80 MB).
// The chunks of a list emptied during a stage (the parts of a new blossom) are used again at once, so the
// store holds no more than the lists alive at one time.

/** Entries per chunk; a chunk is [next chunk, entries used, entries…]. */
const CHUNK = 14;
const CHUNK_SIZE = CHUNK + 2;
const NONE = -1;
const SMALLEST = CHUNK_SIZE * 1024;
/** A store of more entries than this (4 MB) is made smaller when a stage needed under a quarter of it. */
const SHRINK_ABOVE = 1 << 20;

export class EdgeLists {
  private store = new Int32Array(SMALLEST);
  private top = 0;
  /** Chunks of emptied lists, chained by their first field. */
  private spare = NONE;
  private readonly first: Int32Array;
  private readonly last: Int32Array;

  constructor(lists: number) {
    this.first = new Int32Array(lists).fill(NONE);
    this.last = new Int32Array(lists).fill(NONE);
  }

  /**
   * Empties every list. A large store four times larger than the stage needed is made smaller: the solve
   * from scratch grows a tree from every player, and its lists (one edge per other tree at each root, 32 MB
   * at 2,000 players) would otherwise be held through the whole pairing. A small one is kept, so that stages
   * of different sizes do not make it again and again (open-1000-round11: 12 new stores instead of 33).
   */
  clearAll(): void {
    if (this.store.length > Math.max(4 * this.top, SHRINK_ABOVE)) this.store = new Int32Array(Math.max(2 * this.top, SMALLEST));
    this.first.fill(NONE);
    this.last.fill(NONE);
    this.top = 0;
    this.spare = NONE;
  }

  /** Empties list b. */
  clear(b: number): void {
    if (this.first[b] !== NONE) {
      this.store[this.last[b]] = this.spare;
      this.spare = this.first[b];
    }
    this.first[b] = NONE;
    this.last[b] = NONE;
  }

  push(b: number, edge: number): void {
    let c = this.last[b];
    if (c === NONE || this.store[c + 1] === CHUNK) {
      const fresh = this.newChunk();
      if (c === NONE) this.first[b] = fresh;
      else this.store[c] = fresh;
      this.last[b] = fresh;
      c = fresh;
    }
    const used = this.store[c + 1];
    this.store[c + 2 + used] = edge;
    this.store[c + 1] = used + 1;
  }

  /** Calls visit with every edge of list b, in the order pushed. */
  forEach(b: number, visit: (edge: number) => void): void {
    const store = this.store;
    for (let c = this.first[b]; c !== NONE; c = store[c]) {
      const used = store[c + 1];
      for (let i = 0; i < used; i++) visit(store[c + 2 + i]);
    }
  }

  private newChunk(): number {
    let c = this.spare;
    if (c !== NONE) this.spare = this.store[c];
    else {
      if (this.top + CHUNK_SIZE > this.store.length) {
        const grown = new Int32Array(this.store.length * 2);
        grown.set(this.store);
        this.store = grown;
      }
      c = this.top;
      this.top += CHUNK_SIZE;
    }
    this.store[c] = NONE;
    this.store[c + 1] = 0;
    return c;
  }
}
