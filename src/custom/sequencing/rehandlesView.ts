/** Which methods cause the fewest rehandles (the comparison's mark; P127). Pure. */
export function fewestRehandles(counts: Record<0 | 1 | 2, number>): number[] {
  const least = Math.min(counts[0], counts[1], counts[2]);
  return ([0, 1, 2] as const).filter((m) => counts[m] === least);
}
