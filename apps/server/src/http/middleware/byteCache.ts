/**
 * A map bounded by entry count and by the bytes its values hold, for bodies kept in memory
 * (prepared list answers, compressed variants), that drops entries not used lately first. A hit
 * only marks its entry; room is made by a "second chance" sweep from the oldest end (the CLOCK
 * approximation of least recently used). Moving the entry to the newest end on every hit, as
 * exact LRU does, was the largest cost of a cached answer in the server's own code.
 */
export class ByteCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number; used: boolean }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V, bytes: number): void {
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes, used: false });
    this.total += bytes;
    this.makeRoom(key);
  }

  /**
   * Drops entries from the oldest end until the bounds hold; one used since it was last looked
   * at here is moved to the newest end instead (and marked unused), so it goes only once it has
   * gone unused through a whole sweep. `kept` (the entry just set) is never dropped for room.
   */
  private makeRoom(kept: K): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) return;
      if (key === kept) continue;
      this.entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.entries.set(key, entry);
      } else {
        this.total -= entry.bytes;
      }
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
