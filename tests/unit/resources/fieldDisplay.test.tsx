// @vitest-environment jsdom
/** How values read: an identification is a RUT when it is one, and a field may name its own display. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { renderFieldValue } from '../../../src/resources/framework/fieldValue';
import type { FieldDef } from '../../../src/resources/framework/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered = async (field: FieldDef, record: Record<string, unknown>) => {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<>{renderFieldValue(field, record, (k) => k)}</>));
  const out = { text: host.textContent, html: host.innerHTML };
  act(() => root.unmount());
  return out;
};
const shown = async (field: FieldDef, record: Record<string, unknown>) => (await rendered(field, record)).text;

describe('field values on screen', () => {
  it('ADM-TRK-011 ADM-TRK-028: a carrier\'s or driver\'s identification reads as a RUT when it is one, a foreign id as given', async () => {
    const id: FieldDef = { source: 'id', label: 'RUT / Identificación', kind: 'identification' };
    expect(await shown(id, { id: '76886412-8' })).toBe('76.886.412-8');
    expect(await shown(id, { id: 'AR-30709123' })).toBe('AR-30709123');
  });

  it('ADM-CLI-039: a field with its own display reads through it; an empty value stays empty', async () => {
    const Upper = ({ value }: { value: unknown }) => <>{String(value).toUpperCase()}</>;
    const giro: FieldDef = { source: 'customer.giro', label: 'Giro', kind: 'text', display: Upper };
    expect(await shown(giro, { customer: { giro: 'pesca' } })).toBe('PESCA');
    expect(await shown(giro, { customer: { giro: null } })).toBe('');
  });

  it('a list row\'s e-mail may wrap after its @ and dots, and reads the same', async () => {
    const email: FieldDef = { source: 'email', label: 'E-mail', kind: 'email' };
    const { text, html } = await rendered(email, { email: 'lorena.jara@agenciadeaduanasolivares.cl' });
    expect(text).toBe('lorena.jara@agenciadeaduanasolivares.cl');
    expect(html).toBe('lorena.<wbr>jara@<wbr>agenciadeaduanasolivares.<wbr>cl');
  });
});
