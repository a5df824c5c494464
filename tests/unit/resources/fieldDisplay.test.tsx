// @vitest-environment jsdom
/** How values read: an identification is a RUT when it is one, and a field may name its own display. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { renderFieldValue } from '../../../src/resources/framework/fieldValue';
import type { FieldDef } from '../../../src/resources/framework/types';
import { SI_NO_CHOICES } from '../../../src/resources/framework/siNoChoices';
import { agents } from '../../../src/resources/agents';
import { stateOnScreen, importStateLabel, trackingStateLabel } from '../../../src/domain/transitStates';
import { nameWithRut } from '../../../src/domain/rut';

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
  it("a yes/no kept as 'SI'/'NO' reads as the same chip as a boolean field", async () => {
    const blocked: FieldDef = { source: 'bloqueado', label: 'Bloqueado', kind: 'select', choices: SI_NO_CHOICES };
    const active: FieldDef = { source: 'activo', label: 'Activo', kind: 'boolean' };
    const yes = await rendered(blocked, { bloqueado: 'SI' });
    const no = await rendered(blocked, { bloqueado: 'NO' });
    expect([yes.text, no.text]).toEqual(['app.ui.yes', 'app.ui.no']);
    expect(yes.html).toBe((await rendered(active, { activo: true })).html);
    expect(no.html).toBe((await rendered(active, { activo: false })).html);
  });

  it('an agent type reads by its name, and a vehicle agent (no type) says so', async () => {
    const role = agents.fields.find((f) => f.source === 'role')!;
    expect(await shown(role, { role: 'AGENTE' })).toBe('Agente de aduanas');
    expect(await shown(role, { role: 'DEPOSITO' })).toBe('Depósito');
    expect(await shown(role, { role: null, isAgentCar: true })).toBe('Agente de vehículos');
  });

  it('a state reads with a capital on every screen: an import state as tracking writes its own', () => {
    expect(stateOnScreen(importStateLabel('YARD'))).toBe(trackingStateLabel('YARD', 'IMPORT'));
    expect(stateOnScreen(importStateLabel('INBOUND'))).toBe('En viaje hacia el puerto');
  });

  it('a company picked by name and RUT shows the RUT formatted, a foreign id as given', () => {
    expect(nameWithRut('Transportes Andes Ltda.', '77654321-7')).toBe('Transportes Andes Ltda. (77.654.321-7)');
    expect(nameWithRut('Cargas del Plata', 'AR-30709123')).toBe('Cargas del Plata (AR-30709123)');
  });

  it("ADM-TRK-011 ADM-TRK-028: a carrier's or driver's identification reads as a RUT when it is one, a foreign id as given", async () => {
    const id: FieldDef = { source: 'id', label: 'RUT / Identificación', kind: 'identification' };
    expect(await shown(id, { id: '76886412-8' })).toBe('76.886.412-8');
    expect(await shown(id, { id: 'AR-30709123' })).toBe('AR-30709123');
  });

  it('a field with its own display reads through it; an empty value stays empty', async () => {
    const Upper = ({ value }: { value: unknown }) => <>{String(value).toUpperCase()}</>;
    const giro: FieldDef = { source: 'customer.giro', label: 'Giro', kind: 'text', display: Upper };
    expect(await shown(giro, { customer: { giro: 'pesca' } })).toBe('PESCA');
    expect(await shown(giro, { customer: { giro: null } })).toBe('');
  });

  it("a list row's e-mail may wrap after its @ and dots, and reads the same", async () => {
    const email: FieldDef = { source: 'email', label: 'E-mail', kind: 'email' };
    const { text, html } = await rendered(email, { email: 'lorena.jara@agenciadeaduanasolivares.cl' });
    expect(text).toBe('lorena.jara@agenciadeaduanasolivares.cl');
    expect(html).toBe('lorena.<wbr>jara@<wbr>agenciadeaduanasolivares.<wbr>cl');
  });
});
