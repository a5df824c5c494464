import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { raSpanish } from '../../../src/i18n/raSpanish';

/** Flattens a message tree into { 'ra.action.save': 'Guardar', ... } (non-objects kept as-is). */
function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{[^}]+\}/g)].map((m) => m[0]).sort();
const PLURAL_SEPARATOR = ' |||| ';

const english = flatten(englishMessages);
const spanish = flatten(raSpanish);
const englishKeys = Object.keys(english).filter((k) => k.startsWith('ra.'));

describe('raSpanish (react-admin texts in Spanish)', () => {
  it('CONST-001: every ra.* key of ra-language-english has a Spanish text', () => {
    expect(englishKeys.length).toBeGreaterThan(150); // guards against flattening nothing
    const missing = englishKeys.filter((k) => !(k in spanish));
    const extra = Object.keys(spanish).filter((k) => !(k in english));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    expect(Object.keys(raSpanish)).toEqual(['ra']);
  });

  it('CONST-001: every Spanish text is a non-empty string (blank only where English is blank)', () => {
    const bad = Object.entries(spanish).filter(([key, value]) => {
      if (typeof value !== 'string' || value.length === 0) return true;
      const englishIsBlank = String(english[key] ?? '').trim() === '';
      return value.trim() === '' && !englishIsBlank;
    });
    expect(bad).toEqual([]);
  });

  it('CONST-001: keeps the placeholders and plural forms of each English text', () => {
    // The sort tooltip names the column as its header reads ('Ordenar por RUT'), not lower-cased ('rUT').
    const ownPlaceholders = new Set(['ra.sort.sort_by']);
    const mismatched = englishKeys.filter((key) => {
      if (ownPlaceholders.has(key)) return false;
      const en = String(english[key]);
      const es = String(spanish[key]);
      const enForms = en.split(PLURAL_SEPARATOR);
      const esForms = es.split(PLURAL_SEPARATOR);
      // Same placeholder set per plural form (polyglot picks one form and interpolates it).
      return (
        enForms.length !== esForms.length ||
        enForms.some((form, i) => placeholders(form).join() !== placeholders(esForms[i] ?? '').join())
      );
    });
    expect(mismatched).toEqual([]);
  });

  it('CONST-001: is not English left untranslated', () => {
    // Texts that are legitimately identical in both languages.
    const same = new Set([
      'ra.boolean.false',
      'ra.boolean.null',
      'ra.message.no',
      'ra.page.list',
      'ra.page.edit',
      'ra.page.show',
      'ra.navigation.page_range_info',
      'ra.configurable.inspector.title',
    ]);
    const untranslated = englishKeys.filter((k) => !same.has(k) && spanish[k] === english[k]);
    expect(untranslated).toEqual([]);
  });

  it('CONST-001: polyglot renders Spanish plural forms and interpolations', () => {
    const i18n = polyglotI18nProvider(() => raSpanish, 'es');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '1-10 de 42',
    );
    expect(i18n.translate('ra.action.save')).toBe('Guardar');
  });
});

describe('sort tooltip', () => {
  it('CONST-001: names the column in its own case', async () => {
    const { i18nProvider } = await import('../../../src/i18n/i18nProvider');
    expect(
      i18nProvider.translate('ra.sort.sort_by', { field: 'RUT', field_lower_first: 'rUT', order: 'ascendente' }),
    ).toBe('Ordenar por RUT ascendente');
  });
});
