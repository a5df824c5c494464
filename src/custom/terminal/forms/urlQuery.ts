/** A screen's search kept in its URL: the filled values as query parameters (empty and false ones left out). */
export function toQuery(values: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === false || v === undefined || v === null) continue;
    q.set(k, String(v));
  }
  return q.toString();
}
