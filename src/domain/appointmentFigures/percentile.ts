/**
 * Percentiles of minute samples by the nearest-rank method: the p-th percentile of n sorted values
 * is the value at rank ⌈p/100 · n⌉ (1-based). Always one of the samples (no interpolation), so the
 * median of an even count is the lower middle one and median ≤ p90 holds by construction.
 */

/** The p-th nearest-rank percentile (0 < p ≤ 100) of values; null when there are none. */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Whole minutes between two ISO instants (rounded to the nearest minute). */
export const minutesBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
