/**
 * The baselines of the large records written lately, by record object, least recently used
 * dropped first once their weight (fields plus elements) passes a budget. A record without a
 * baseline is journaled whole, which is always correct: the budget bounds memory, at any seed
 * scale, whatever a write soak touches. Kept by record object, not id (the store drops the entry
 * when it removes or replaces the record), so a baseline never describes another record that
 * took the same id.
 */
import type { Baseline } from './baseline';

export class Baselines {
  /** Map order is use order: the first entry is the least recently used. */
  private readonly byRecord = new Map<object, Baseline>();
  private weight = 0;

  constructor(private readonly budget: number) {}

  get(record: object): Baseline | undefined {
    return this.byRecord.get(record);
  }

  set(record: object, baseline: Baseline): void {
    this.delete(record);
    this.byRecord.set(record, baseline);
    this.weight += baseline.weight;
    for (const [oldest, b] of this.byRecord) {
      if (this.weight <= this.budget) break;
      this.byRecord.delete(oldest);
      this.weight -= b.weight;
    }
  }

  delete(record: object): void {
    const b = this.byRecord.get(record);
    if (!b) return;
    this.byRecord.delete(record);
    this.weight -= b.weight;
  }

  /** Forgets every baseline: the next write of each record is journaled whole. */
  clear(): void {
    this.byRecord.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.byRecord.size;
  }
}
