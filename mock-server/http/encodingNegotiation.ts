/** Which content encoding to send, from Accept-Encoding (q-values honoured; brotli preferred on ties). */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: ContentEncoding) => q.get(enc) ?? (enc === 'identity' ? 1 : (q.get('*') ?? 0));
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const enc of ['br', 'gzip'] as const) {
    const w = weight(enc);
    if (available.includes(enc) && w > bestWeight) {
      best = enc;
      bestWeight = w;
    }
  }
  return bestWeight > 0 ? best : 'identity';
}
