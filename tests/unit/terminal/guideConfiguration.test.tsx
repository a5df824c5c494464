// @vitest-environment jsdom
/**
 * The dispatch guide's detail without the agent's guide configuration (GD-005; D2 §8): an agent is
 * told 'No existe configuración de guía, favor comunicarse con …' and sent back to the list; customer
 * service never asks. The server's answers are stubbed (its 404 is tests/mock/guides.test.ts').
 */
import { act } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuideDetail } from '../../../src/custom/guiaDespacho/GuideDetail';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs } from '../../support/stubbedAdmin';

const dom = domRootPerTest();
const MESSAGE = 'No existe configuración de guía, favor comunicarse con Servicio al Cliente.';
const requested: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/agent/guideconfiguration') return json(404, { code: '404', message: MESSAGE });
    if (path.startsWith('/api/autos/gate/carguioinfo/'))
      return json(200, {
        gate: {
          id: 5,
          license: 'EEAA10',
          code: 'G5',
          blNbr: 'BL1',
          gateIn: '2025-11-05T12:00:00.000Z',
          conductor: { rut: '12345678-5', name: 'Pedro Soto Rojas' },
        },
        carguio: null,
        guia: null,
      });
    return json(200, path.includes('getvins') ? [] : { confirmed: false, fecha: null, withFile: false });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const Where = () => <output data-testid="at">{useLocation().pathname}</output>;
async function open(roles: string[]) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={['/guiaDespacho/detail?gate=5']}>
        <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/guiaDespacho/detail" element={<GuideDetail />} />
            <Route path="/guiaDespacho" element={<p>lista</p>} />
          </Routes>
          <Where />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
}
const at = () => dom.host.querySelector('[data-testid="at"]')?.textContent;
const settle = async (done: () => boolean) => {
  for (let i = 0; i < 150 && !done(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};

describe('the dispatch guide without a guide configuration', () => {
  it('GD-005: an agent is told to contact customer service and goes back to the list', async () => {
    await open(['ROLE_AGA', 'ROLE_AGA_AUTOS']);
    await settle(() => at() === '/guiaDespacho' && document.body.textContent!.includes(MESSAGE));
    expect(at()).toBe('/guiaDespacho');
    expect(document.body.textContent).toContain(MESSAGE);
  });

  it('GD-005: customer service needs no configuration and stays on the detail', async () => {
    requested.length = 0;
    await open(['ROLE_CUSTOMER_SERVICE']);
    await settle(() => requested.some((p) => p.includes('getvins')));
    expect(requested).not.toContain('/api/agent/guideconfiguration');
    expect(at()).toBe('/guiaDespacho/detail');
  });
});
