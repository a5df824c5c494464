import { describe, expect, it } from 'vitest';
import { code128Modules, code128Values, PATTERNS } from '../../../mock-server/documents/code128';

describe('Code 128 B (the gate pass scannable code)', () => {
  it('the symbol table is well formed: 11 modules a symbol (stop 13), even bar modules, all distinct', () => {
    expect(PATTERNS).toHaveLength(107);
    PATTERNS.forEach((p, v) => {
      const widths = p.split('').map(Number);
      expect(
        widths.reduce((a, b) => a + b, 0),
        `value ${v}`,
      ).toBe(v === 106 ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `value ${v}`).toBe(0);
    });
    expect(new Set(PATTERNS).size).toBe(107);
  });

  it('start B, characters as ASCII − 32, and the modulo-103 check symbol', () => {
    // Hand-computed: 104 + 1·48 (P) + 2·42 (J) + 3·42 (J) + 4·17 (1) + 5·18 (2) + 6·19 (3) + 7·35 (C) = 879; 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
    const modules = code128Modules('AB');
    expect(modules.reduce((a, b) => a + b, 0)).toBe(4 * 11 + 13);
    expect(() => code128Values('Ñ')).toThrow();
  });
});
