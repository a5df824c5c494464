// @vitest-environment jsdom
/**
 * The sequence query's unit list (/sequence/units/{visitId}/{agentId}; D2 §9, SEQ-003) as the screen
 * mounts it: the agent's sequenced units, 8 a page, in turn order. The call is stubbed; the server's
 * own paging is tests/mock/yard.test.ts.
 */
import { act } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type { SequenceVisitInfo } from '../../../src/custom/sequence/sequenceApi';
import SequenceUnitsPage from '../../../src/custom/sequence/SequenceUnitsPage';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';

const units = Array.from({ length: 11 }, (_, i) => ({
  unitNbr: `MSCU${String(1000000 + i)}`,
  typeLength: '40DR',
  apptNbr: 500 + i,
  apptTime: `05/11/2025 ${String(12 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`,
  condicionDeRetiro: 'DIRECTO',
  transitState: 'YARD',
  truckingCo: null,
  block: 'A1',
  place: `0${i % 9}A1`,
}));
const info = vi.hoisted(() => ({ calls: [] as string[][] }));
vi.mock('../../../src/custom/sequence/sequenceApi', () => ({
  sequenceApi: {
    info: async (visitId: string, agentId: string): Promise<SequenceVisitInfo> => {
      info.calls.push([visitId, agentId]);
      return {
        id: visitId,
        vesselName: 'MSC ANNA',
        inVoyNbr: '2611N',
        agentId,
        unitCount: 20,
        sequencedCount: units.length,
        units,
      } as unknown as SequenceVisitInfo;
    },
    visits: async () => [],
    xlsx: async () => new Blob(),
  },
}));

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'aga', login: 'aga', roles: ['ROLE_AGA'] }),
};

const dom = domRootPerTest();
const shown = () =>
  [...dom.host.querySelectorAll('[data-testid="sequence-unit"]')].map((r) => r.getAttribute('data-unit'));

it('SEQ-003: the units of a visit and agent are listed 8 a page, in turn order; the next page holds the rest', async () => {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={['/sequence/units/MSCANNA2611/7012345-6']}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/sequence/units/:visitId/:agentId" element={<SequenceUnitsPage />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 150 && shown().length === 0; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(info.calls).toEqual([['MSCANNA2611', '7012345-6']]);
  expect(shown()).toEqual(units.slice(0, 8).map((u) => u.unitNbr));
  // Two pages of links (11 units), the first the current one.
  expect(dom.host.querySelector('[aria-label="Página 1"]')).not.toBeNull();
  expect(dom.host.querySelector('[aria-label="Ir a la página 3"]')).toBeNull();
  const next = dom.host.querySelector<HTMLButtonElement>('button[aria-label="Ir a la página 2"]');
  expect(next).not.toBeNull();
  await act(async () => next!.click());
  for (let i = 0; i < 50 && shown().length === 8; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(shown()).toEqual(units.slice(8).map((u) => u.unitNbr));
});
