// @vitest-environment jsdom
/**
 * The tracking detail modal (/tracking/result/{search}; D2 §3 Tracking unit): every field of the
 * tracking unit with its label and its value as shown, and the hazard and OOG sections.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrackingDetailDialog } from '../../../src/custom/tracking/TrackingDetailDialog';
import type { TrackingUnit } from '../../../src/domain/terminalWire/tracking';
import { addAppMessages, i18nProvider } from '../../../src/i18n/i18nProvider';
import { terminalAreaMessages } from '../../../src/i18n/terminalAreaMessages';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();
// The tracking area's texts, as the area adds them when it loads.
beforeAll(() => addAppMessages(terminalAreaMessages));

const unit: TrackingUnit = {
  unitNbr: 'MSCU1234565',
  category: 'Import',
  almacenista: 'Almacenes del Sur',
  transitState: 'YARD',
  apptTime: '06/11/2025 10:00',
  truckingCo: 'Transportes Maule',
  typeIso: '45R1',
  weight: 28450,
  temperature: -18.5,
  rfrType: 'Integral',
  condicionDeRetiro: 'DIRECTO',
  vesselVisit: 'MSCAN2611',
  vesselName: 'MSC ANNA',
  timeIn: '03/11/2025 08:15',
  timeOut: null,
  impediments: ['ADUANA', 'SAG'],
  blNumbers: ['MEDU/123', 'MEDU/124'],
  hazardous: true,
  hazards: [{ unna: '1203', imdgClass: '3', properName: 'Gasolina' }],
  oog: true,
  od: { topCm: 30, frontCm: 10, backCm: 12, rightCm: 5, leftCm: 6 },
};

async function open(u: TrackingUnit) {
  await act(async () =>
    dom.root.render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <TrackingDetailDialog unit={u} onClose={() => undefined} />
      </AdminContext>,
    ),
  );
  for (let i = 0; i < 50 && !document.querySelector('[data-testid="tracking-detail"]'); i++)
    await act(() => new Promise((r) => setTimeout(r, 10)));
}
const facts = (testId: string) =>
  [...document.querySelectorAll(`[data-testid="${testId}"] dt`)].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

describe('the tracking detail', () => {
  it('TRK-006 TRK-007 TRK-008: the unit, category, warehouse, state, appointment, carrier, ISO type, weight, temperature, reefer type, pickup condition, visit and vessel, times in and out and impediments; its hazards and OOG sides', async () => {
    await open(unit);
    expect(document.querySelector('#tracking-detail-title')!.textContent).toBe('Contenedor MSCU1234565');
    expect(facts('tracking-detail-general')).toEqual([
      ['Contenedor', 'MSCU1234565'],
      ['Categoría', 'Importación'],
      ['Estado', 'En patio'],
      ['BL', 'MEDU/123, MEDU/124'],
      ['Almacenista', 'Almacenes del Sur'],
      ['Condición de retiro', 'Directo'],
      ['Cita', '06/11/2025 10:00'],
      ['Transportista', 'Transportes Maule'],
      ['Tipo ISO', '45R1'],
      ['Peso (kg)', '28.450'],
      ['Visita', 'MSCAN2611'],
      ['Nave', 'MSC ANNA'],
      ['Ingreso', '03/11/2025 08:15'],
      ['Salida', '—'],
      ['Impedimentos', 'ADUANA, SAG'],
    ]);
    expect(facts('tracking-detail-reefer')).toEqual([
      ['Temperatura (°C)', '-18,5'],
      ['Tipo de reefer', 'Integral'],
    ]);
    const hazards = [...document.querySelectorAll('[data-testid="tracking-detail-hazards"] tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(hazards).toEqual([
      ['N° UN', 'Clase IMDG', 'Nombre'],
      ['1203', '3', 'Gasolina'],
    ]);
    expect(facts('tracking-detail-oog')).toEqual([
      ['Alto (cm)', '30'],
      ['Frente (cm)', '10'],
      ['Atrás (cm)', '12'],
      ['Derecha (cm)', '5'],
      ['Izquierda (cm)', '6'],
    ]);
  });

  it("TRK-006: an export unit reads 'Exportación' and, without impediments, 'Sin impedimentos'; no reefer, hazard or OOG section when it has none", async () => {
    await open({
      ...unit,
      category: 'Export',
      impediments: [],
      temperature: null,
      rfrType: null,
      hazardous: false,
      hazards: [],
      oog: false,
      od: null,
    });
    const general = Object.fromEntries(facts('tracking-detail-general'));
    expect([general['Categoría'], general['Impedimentos']]).toEqual(['Exportación', 'Sin impedimentos']);
    for (const section of ['reefer', 'hazards', 'oog'])
      expect(document.querySelector(`[data-testid="tracking-detail-${section}"]`), section).toBeNull();
  });
});
