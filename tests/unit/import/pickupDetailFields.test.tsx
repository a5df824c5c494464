// @vitest-environment jsdom
/**
 * The pickup detail screen's data (/detailRetiro; D2 §3 Container import operation and unit): every field
 * of the operation (IMP-041) and of the unit (IMP-042), each with its value as a person reads it, from
 * the live mock's answers for customer service (who also sees the TATC, IMP-062). Also the trucking
 * screen of an agent with no company (IMP-072) and the calendar's quotas call (IMP-033), on the same mock.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDb, terminalDemo, type TerminalDemo } from '../../mock/terminal/demo';
import { MOCK_ONLY, startMock, type Mock } from '../../mock/helpers';
import { importUnits, pickupOf } from '../../support/terminalSeed';
import { ImportShell } from '../../../src/custom/import/importUnitShell';
import { PickupDetail } from '../../../src/custom/import/PickupDetail';
import { TruckingScreen } from '../../../src/custom/import/TruckingScreen';
import { UnitData } from '../../../src/custom/import/UnitData';
import { ImportUnitContext } from '../../../src/custom/import/importUnit';
import { importApi, type ImportOperation, type ImportUnit } from '../../../src/custom/terminal/api/importApi';
import { i18nProvider } from '../../../src/resources/i18n';
import { setApiRoot } from '../../../src/providers/config';
import { clearSession, saveSession } from '../../../src/providers/session';

// jsdom's AbortSignal is not the one Node's fetch accepts: the console's calls go out without it here.
// The URLs asked are kept (IMP-033 reads which quotas the calendar asks for).
const nodeFetch = globalThis.fetch;
const asked: string[] = [];
globalThis.fetch = (input, init) => {
  asked.push(String(input instanceof Request ? input.url : input));
  return nodeFetch(input, { ...init, signal: undefined });
};

const CS = ['ROLE_CUSTOMER_SERVICE'];
const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => CS,
};

let mock: Mock;
let demo: TerminalDemo;
let host: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  mock = await startMock();
  setApiRoot(mock.url);
  saveSession({ token: await mock.login('servicio'), expires: Date.now() + 3_600_000 });
  demo = await terminalDemo();
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterAll(async () => {
  act(() => root.unmount());
  host.remove();
  clearSession();
  setApiRoot('');
  await mock?.dispose();
});

const render = async (
  unit: ImportUnit,
  op: ImportOperation | undefined,
  roles: string[],
  detail: boolean | 'trucking',
) => {
  await act(async () =>
    root.render(
      <MemoryRouter>
        <CoreAdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <ImportUnitContext.Provider value={{ unit, op, opPending: false, refresh: async () => undefined }}>
            {detail === 'trucking' ? (
              <TruckingScreen roles={roles} />
            ) : detail ? (
              <PickupDetail roles={roles} />
            ) : (
              <UnitData unit={unit} roles={roles} />
            )}
          </ImportUnitContext.Provider>
        </CoreAdminContext>
      </MemoryRouter>,
    ),
  );
};

/** The label → value pairs of a facts list, in screen order. */
const facts = (testId: string): [string, string][] =>
  [...host.querySelectorAll(`[data-testid="${testId}"] dd`)].map((dd) => [
    dd.getAttribute('data-field') ?? '',
    dd.textContent ?? '',
  ]);

/** 12345 → '12.345' (es-CL grouping, written out here rather than taken from the screen's formatter). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('pickup detail fields', () => {
  it('IMP-041: the pickup detail shows every field of the operation with its value', async () => {
    const unit = await importApi.unit(demo.units.agaBooked);
    const op = await importApi.operation(demo.units.agaBooked);
    await render(unit, op, CS, true);
    expect(facts('operation-data')).toEqual([
      ['N° de borrador', String(op.draftNumber)],
      ['Tipo de operación', 'Importación'],
      ['Condición de retiro', 'Indirecto'],
      ['N° de cita', '700000'],
      // dateApp and the slot's end: the seeded booking of today 14:00–16:00.
      ['Fecha de cita', '05/11/2025 14:00–16:00'],
      ['Agente', op.agent.name],
      ['Mercancía', op.commodity],
      ['Manifiesto', op.manifestNumber],
      ['Nave', `${op.vesselName} (${op.vesselId})`],
      ['Transportista', op.truckingName],
      ['Documento aduanero', `DIN ${op.documentNbrs.join(', ')}`],
      // The guide service asked (selecServGuia), no file yet.
      ['Guía de despacho', 'Sí'],
      ['Tasa de seguridad', 'No'],
      ['Tercer turno', 'No'],
      // 2025-11-02T07:00Z is 04:00 in Santiago (UTC−3 in November).
      ['ETA para retiro directo', '02/11/2025 04:00'],
      ['Recoordinable', 'Sí'],
      ['Aforo pendiente', 'No'],
    ]);
    expect(op.etaforDirecto).toBe('2025-11-02T07:00:00.000Z');
    expect(host.querySelector('[data-testid="recoordinate"]')).not.toBeNull();

    // The other values of each field: a guide file, the fee, no appointment, an inspection pending.
    await render(
      unit,
      {
        ...op,
        guiaDespacho: 'guia-123.pdf',
        includeSF: true,
        turno3er: true,
        appointmentNbr: null,
        dateApp: null,
        slotEndTime: null,
        recoordinable: false,
        contieneAforoPendiente: true,
        etaforDirecto: null,
      },
      CS,
      true,
    );
    const other = Object.fromEntries(facts('operation-data'));
    expect(other).toMatchObject({
      'N° de cita': '—',
      'Fecha de cita': '—',
      'Guía de despacho': 'guia-123.pdf',
      'Tasa de seguridad': 'Sí',
      'Tercer turno': 'Sí',
      'ETA para retiro directo': '—',
      Recoordinable: 'No',
      'Aforo pendiente': 'Sí',
    });
    expect(host.querySelector('[data-testid="recoordinate"]')).toBeNull();
  });

  it('IMP-042 IMP-062: the unit data shows its 21 fields with their values, the TATC to customer service and not to an agent', async () => {
    const unit = await importApi.unit(demo.units.agaBooked);
    await render(unit, undefined, CS, false);
    expect(facts('unit-data')).toEqual([
      ['Línea', 'MSC'],
      ['BL', unit.billsOfLading.map((b) => b.blNumber).join(', ')],
      ['Puerto de carga', unit.routing.pol],
      ['Tipo', `${unit.container.type} (${unit.container.typeLength})`],
      ['Peso (kg)', grouped(unit.contents.weightKg)],
      ['Consignatario', unit.contents.consigneeName],
      ['Mercancía', unit.contents.commodityName],
      ['Estado', 'En patio'],
      ['Carga peligrosa', 'No'],
      ['Condición de retiro', 'Indirecto'],
      ['Inspección SAG', 'Sin inspección'],
      ['Documento', `DIN ${unit.numeroDocumento}`],
      ['Tránsito', 'No'],
      ['CDA', '—'],
      ['TATC', '—'],
      ['Aforo', 'No'],
      ['Sobredimensionado', 'No'],
      ['Almacenista', '—'],
      ['Estiba especial', '—'],
      ['Transportista', unit.truckingName],
      ['Fecha planificada', '—'],
      ['Nave', `${unit.vesselName} (${unit.vesselVisitId})`],
    ]);
    expect(unit.contents.weightKg).toBe(23000);
    expect(Object.fromEntries(facts('unit-data'))['Peso (kg)']).toBe('23.000');

    // The other values: the codes a unit may carry, and the planned date as DD/MM/YYYY.
    await render(
      {
        ...unit,
        transitState: 'INBOUND',
        cda: '123456',
        tatc: '778899',
        transito: true,
        aforo: true,
        oog: true,
        almacenista: 'A-71',
        specialStows: { specialStow3: 'HOT' },
        fechaPlanificada: '2025-11-06',
        inspeccionSAG: 'INSPECCION',
        condicionRetiro: 'DIRECTO',
      },
      undefined,
      CS,
      false,
    );
    expect(Object.fromEntries(facts('unit-data'))).toMatchObject({
      Estado: 'En viaje hacia el puerto',
      'Condición de retiro': 'Directo',
      'Inspección SAG': 'Inspección',
      CDA: '123456',
      TATC: '778899',
      Tránsito: 'Sí',
      Aforo: 'Sí',
      Sobredimensionado: 'Sí',
      Almacenista: 'A-71',
      'Estiba especial': 'HOT',
      'Fecha planificada': '06/11/2025',
    });

    // A hazardous unit lists its hazards: class, UN number and proper name.
    const hazard = await importApi.unit(demo.units.agaHazard);
    const h = hazard.hazards[0]!;
    await render(hazard, undefined, AGA, false);
    expect(Object.fromEntries(facts('unit-data'))['Carga peligrosa']).toBe(
      `${h.imdgClass} UN${h.unna} ${h.properName}`,
    );
    // IMP-062: no TATC row for the agent.
    expect(facts('unit-data').map(([label]) => label)).not.toContain('TATC');
    expect(facts('unit-data')).toHaveLength(21);
  });

  it("IMP-072: the trucking screen of an operation whose agent has no company says 'No se encontró una companía de transporte asociada'", async () => {
    const db = await seededDb();
    const lonely = db.agent.find((a) => !db.agentTrucking.some((l) => l.agentId === a.id))!;
    expect(lonely).toBeDefined();
    const unit = await importApi.unit(demo.units.agaBooked);
    const op = await importApi.operation(demo.units.agaBooked);
    await render(unit, { ...op, agent: { id: lonely.id, name: lonely.name } }, CS, 'trucking');
    const notice = () => host.querySelector('[data-testid="no-company"]')?.textContent;
    for (let i = 0; i < 100 && !notice(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(notice()).toBe('No se encontró una companía de transporte asociada');
  });

  it(
    "IMP-033: the calendar asks the quotas of the unit's visit with addDays 1 for a physical inspection, 0 without one",
    MOCK_ONLY,
    async () => {
      const store = mock.store!;
      const cs = await mock.as('servicio');
      const [inspected, plain] = importUnits(store.db).filter(
        (u) =>
          u.transitState === 'YARD' &&
          u.inspeccionSAG === 'SIN INSPECCION' &&
          !pickupOf(store.db, u) &&
          u.hazards.length === 0 &&
          !Object.values(demo.units).includes(u.unitNbr),
      );
      // An inspection with a planned date: the calendar is offered (IMP-026) and starts a day later.
      inspected!.inspeccionSAG = 'INSPECCION';
      inspected!.fechaPlanificada = '2025-11-07';
      store.touch('unitVisit', inspected!);
      await store.commit();
      for (const [unit, addDays] of [
        [inspected!, 1],
        [plain!, 0],
      ] as const) {
        const saved = await cs('POST', `/api/import/${unit.unitNbr}/saveRetiro`, {
          outType: 'INDIRECTO',
          documentType: 'DIN',
          documentNbrs: '1',
          consigneeGiro: 'Comercio',
          truckingId: demo.agaTrucking,
          agent_id: unit.agentId ?? demo.agaId,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        const from = asked.length;
        await act(async () =>
          root.render(
            // A new router per unit: a MemoryRouter reads its entries once.
            <MemoryRouter
              key={unit.unitNbr}
              initialEntries={[`/import/management/${unit.unitNbr}/${saved.body.operation.id}/appointment`]}
            >
              <CoreAdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
                <Routes>
                  <Route path="/import/management/:containerId/:operationId/*" element={<ImportShell />} />
                </Routes>
              </CoreAdminContext>
            </MemoryRouter>,
          ),
        );
        const quotas = () => asked.slice(from).find((u) => u.includes('/appointmentrules/quotasForImport/'));
        for (let i = 0; i < 150 && !quotas(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(quotas()).toMatch(new RegExp(`/appointmentrules/quotasForImport/${addDays}/${unit.visitId}$`));
      }
    },
  );
});
