/**
 * How every benchmark states a figure: a human line (value, method, budget, PASS/FAIL/INFO)
 * plus a `BENCH_RESULT {json}` line that scripts/bench.mjs collects for its summary.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  method: string;
  /** Upper bound the value must stay within; omitted for informative figures. */
  budget?: number;
}

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

export const verdictOf = (f: Figure): Verdict =>
  f.budget === undefined ? 'INFO' : f.value <= f.budget ? 'PASS' : 'FAIL';

const fmt = (n: number) =>
  Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function report(f: Figure): void {
  const verdict = verdictOf(f);
  const budget =
    f.budget === undefined ? 'sin presupuesto / no budget' : `presupuesto / budget ≤ ${fmt(f.budget)} ${f.unit}`;
  console.log(`[${verdict}] ${f.name}: ${fmt(f.value)} ${f.unit}  (${budget})`);
  console.log(`       método / method: ${f.method}`);
  console.log(`BENCH_RESULT ${JSON.stringify({ ...f, verdict })}`);
}

/** Percentile of an ascending-sorted sample (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
