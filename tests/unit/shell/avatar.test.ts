import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { avatarColour, avatarUrl, initialsOf } from '../../../src/custom/layout/avatar';

describe('navbar avatar', () => {
  it('ACC-045: the avatar service is keyed by the MD5 of the trimmed, lower-cased e-mail and answers 404 when unknown', () => {
    const hash = createHash('md5').update('marcela.tapia@terminal.cl').digest('hex');
    expect(avatarUrl('  Marcela.Tapia@Terminal.CL ')).toBe(`https://www.gravatar.com/avatar/${hash}?d=404&s=64`);
    expect(avatarUrl('marcela.tapia@terminal.cl', 96)).toBe(`https://www.gravatar.com/avatar/${hash}?d=404&s=96`);
    expect(avatarUrl('')).toBeUndefined();
    expect(avatarUrl(null)).toBeUndefined();
  });

  it('ACC-045: the fallback initials are the first letters of the first and last meaningful words', () => {
    expect(initialsOf('Marcela Tapia')).toBe('MT');
    expect(initialsOf('  josé   ignacio  ñúñez ')).toBe('JÑ');
    expect(initialsOf('servicio')).toBe('S');
    expect(initialsOf('Agencia de Aduanas Olivares y Cía. Ltda.')).toBe('AO');
    expect(initialsOf('Transportes del Sur S.A.')).toBe('TS');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });

  it('ACC-045: the initials colour is stable for a person and varies between people', () => {
    expect(avatarColour('a@b.cl')).toBe(avatarColour(' A@B.CL '));
    const colours = new Set(['a@b.cl', 'c@d.cl', 'e@f.cl', 'g@h.cl', 'i@j.cl', 'k@l.cl'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });
});
