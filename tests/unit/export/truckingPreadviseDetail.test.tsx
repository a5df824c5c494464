// @vitest-environment jsdom
/**
 * The trucking pre-advice result (/trucking/preadvise/detail/{id}; D2 §2 Trucking pre-advice, §3
 * Preadvise item): a scheduled delivery's fields with their values, the date as DD/MM/YYYY HH:mm in
 * America/Santiago, and 'Imprimir Gate Pass' printing the unit's gate pass in a new tab. The
 * server's answers are stubbed ('No programada' and the notice are the browser flow's, export.spec.ts).
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import TruckingPreadviseScreens from '../../../src/custom/truckingPreadvise/TruckingPreadviseScreens';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs, stubFetchJson } from '../../support/stubbedAdmin';

const dom = domRootPerTest();
const UNIT = 'MSCU1234565';
const requested: string[] = [];
stubFetchJson((path) => {
  requested.push(path);
  if (path === `/api/trucking/preadvise/${UNIT}`)
    // 12:30 UTC on 6 November is 09:30 in Santiago (summer time, UTC−3).
    return {
      id: UNIT,
      agentId: '76086428-5',
      agentName: 'Agencia Aduanera del Pacífico',
      dateApp: '2025-11-06T12:30:00.000Z',
      appNbr: 700123,
    };
  if (path === `/api/report/canPrintGatePass/${UNIT}`) return { valor: true, mensaje: null, errors: [] };
  return {};
});
const tab = { location: { href: '' }, focus: vi.fn(), close: vi.fn() };
beforeAll(() => {
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = () => 'blob:gatepass';
});
afterAll(() => vi.restoreAllMocks());

const facts = () =>
  Object.fromEntries(
    [...dom.host.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
  );
const printButton = () => dom.host.querySelector<HTMLButtonElement>('[data-testid="preadvise-print-gate-pass"]');

describe('the trucking pre-advice result', () => {
  it("TPA-003 TPA-005 TPA-006 TPA-008: a scheduled delivery's container, agent, tax id, date DD/MM/YYYY HH:mm and appointment; 'Imprimir Gate Pass' prints it", async () => {
    await act(async () =>
      dom.root.render(
        <MemoryRouter initialEntries={[`/trucking/preadvise/detail/${UNIT}`]}>
          <AdminContext authProvider={authAs(['ROLE_TRUCKINGCO'])} i18nProvider={i18nProvider} store={memoryStore()}>
            <Routes>
              <Route path="/trucking/preadvise/*" element={<TruckingPreadviseScreens />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      ),
    );
    for (let i = 0; i < 150 && (!printButton() || printButton()!.disabled); i++)
      await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(facts()).toEqual({
      Contenedor: UNIT,
      Agente: 'Agencia Aduanera del Pacífico',
      'RUT agente': '76.086.428-5',
      'Fecha de entrega': '06/11/2025 09:30',
      'Número de cita': '700123',
    });
    expect(printButton()!.textContent).toBe('Imprimir Gate Pass');
    expect(printButton()!.disabled).toBe(false);
    await act(async () => printButton()!.click());
    for (let i = 0; i < 50 && !tab.location.href; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(requested).toContain(`/api/report/gatepass/${UNIT}`);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:gatepass');
  });
});
