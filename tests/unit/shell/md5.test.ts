import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../../../src/custom/layout/md5';

describe('md5', () => {
  it('ACC-045: matches the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'd174ab98d277d9f5a5611c2c9f419d9f',
    );
    expect(md5('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it("ACC-045: matches Gravatar's documented example and node:crypto on UTF-8 and block-boundary inputs", () => {
    expect(md5('myemailaddress@example.com')).toBe('0bc83cb571cd1c50ba6f3e8a78ef1346');
    const samples = [
      'ñandú@correo.cl',
      'José Pérez 🚢',
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(63),
      'x'.repeat(64),
      'y'.repeat(1000),
    ];
    for (const s of samples) expect(md5(s)).toBe(createHash('md5').update(s, 'utf8').digest('hex'));
  });
});
