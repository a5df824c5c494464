// @vitest-environment jsdom
/**
 * The charges generator's form (/invoice/generator; D3 §2.1, §5 Charge search, §9.2): the
 * 'Ver solo security fee' toggle by the allowed tax-id list, the agent field for finance only, and
 * an unlisted client refused with the spec's text. The server's lists are stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratorForm } from '../../../src/custom/invoice/GeneratorForm';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

let allowed: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answers: Record<string, unknown> = {
      '/api/invoice/getallowedruts': allowed,
      '/api/invoice/customers': [{ id: '76086428-5', name: 'Frutícola Maule S.A.' }],
      '/api/invoice/agents': [{ id: '79990365-2', name: 'Agencia Sur' }],
      '/api/vesselvisit/actives2': [{ id: 'MSCAN36S', vesselName: 'MSC ANTONELLA', manifestNumber: '2025359863' }],
    };
    return Response.json(answers[path] ?? []);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const labels = () => [...dom.host.querySelectorAll('label')].map((l) => l.textContent!.replace(/\s*\*$/, ''));

async function mount(roles: string[], login: string) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext
          authProvider={authAs(roles, { id: login, login })}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <GeneratorForm onSearch={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  await until(() => labels().includes('Contenedor'));
  // The allowed list and the identity settle after the first render.
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

const remount = () => {
  act(() => dom.root.unmount());
  return import('react-dom/client').then(({ createRoot }) => {
    dom.root = createRoot(dom.host);
  });
};

describe('the charges generator form', () => {
  it("INV-006 INV-007: 'Ver solo security fee' shows when the allowed list is empty or holds the user's login, and not otherwise", async () => {
    const seen: boolean[] = [];
    for (const list of [[], ['76123456-0', 'aga'], ['76123456-0']]) {
      allowed = list;
      await mount(['ROLE_AGA', 'ROLE_AGA_AGA'], 'aga');
      seen.push(labels().includes('Ver solo security fee'));
      await remount();
    }
    expect(seen).toEqual([true, true, false]);
  });

  it("INV-005 INV-012: the fields (visit or manifest, movement type, BL or booking, container, client, storekeeper) and the buttons 'Limpiar' and 'Buscar'", async () => {
    allowed = ['76123456-0'];
    await mount(['ROLE_AGA', 'ROLE_AGA_AGA'], 'aga');
    expect(labels()).toEqual(['Nave o manifiesto', 'BL o booking', 'Contenedor', 'Cliente', 'Almacenista']);
    // The movement type: a select, IMPORT by default (INV-010).
    expect(dom.host.querySelector('#generator-category')!.textContent).toBe('Importación');
    expect([...dom.host.querySelectorAll('button')].map((b) => b.textContent).filter(Boolean)).toEqual([
      'Limpiar',
      'Buscar',
    ]);
  });

  it('INV-009: the agent field is for finance only', async () => {
    allowed = [];
    await mount(['ROLE_FINANCIAL'], 'finanzas');
    expect(labels()).toContain('Agente');
    await remount();
    await mount(['ROLE_AGA', 'ROLE_AGA_AGA'], 'aga');
    expect(labels()).not.toContain('Agente');
  });

  it("INV-016: a client typed but not chosen from the list is refused with 'Ingrese un cliente válido'", async () => {
    allowed = [];
    await mount(['ROLE_AGA', 'ROLE_AGA_AGA'], 'aga');
    const client = dom.host.querySelector<HTMLInputElement>('#generator-client')!;
    await act(async () => {
      client.focus();
      client.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await act(async () => typeInto(client, 'Frutícola Inexistente'));
    await act(async () => dom.host.querySelector<HTMLButtonElement>('[data-testid="generator-search"]')!.click());
    await until(() => dom.host.textContent!.includes('Ingrese un cliente válido'));
  });
});
