/**
 * A 53-bit fingerprint of a string (cyrb53: two multiplicative 32-bit lanes, mixed). The journal
 * keeps one per field and per array element of a large record to tell what a write changed
 * without holding a copy of the record: a number costs 8 bytes where the JSON costs its length.
 * Two different values share a fingerprint with odds of about 2⁻⁵³ (not adversarial input: the
 * values are the store's own records). A JS loop, not node:crypto: hashing 200 short elements
 * per write is cheaper without 200 native calls.
 */
export function fingerprint(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
