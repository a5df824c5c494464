// @vitest-environment jsdom
/**
 * The tracking detail (TRK-004, TRK-006; ruling P78): a unit the caller does not work comes without
 * the customer's facts; the detail shows its public facts and says who sees the rest, instead of
 * empty BL, storekeeper, condition, appointment and trucking lines. A full answer shows them all.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrackingDetailDialog } from '../../../src/custom/tracking/TrackingDetailDialog';
import type { TrackingUnit } from '../../../src/domain/terminalWire/tracking';
import { addAppMessages, i18nProvider } from '../../../src/i18n/i18nProvider';
import { terminalAreaMessages } from '../../../src/i18n/terminalAreaMessages';
import { visitScreensMessages } from '../../../src/i18n/visitScreensMessages';
import { domRootPerTest } from '../../support/domRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();
const t = visitScreensMessages.tracking;

const full: TrackingUnit = {
  unitNbr: 'MSCU1234566',
  category: 'Import',
  almacenista: 'A-71',
  transitState: 'YARD',
  apptTime: '05/11/2025 14:00',
  truckingCo: 'Transportes Maule',
  typeIso: '45G1',
  weight: 21000,
  temperature: null,
  rfrType: null,
  condicionDeRetiro: 'INDIRECTO',
  vesselVisit: 'MSCAN36S',
  vesselName: 'MSC ANTONELLA',
  timeIn: '01/11/2025 10:00',
  timeOut: null,
  impediments: [],
  blNumbers: ['MSCBL1'],
  hazardous: false,
  hazards: [],
  oog: false,
  od: null,
};
const { almacenista: _a, apptTime: _t, truckingCo: _c, condicionDeRetiro: _r, blNumbers: _b, ...rest } = full;
const publicOnly: TrackingUnit = { ...rest, customerFacts: false };

beforeAll(() => addAppMessages(terminalAreaMessages));

async function open(unit: TrackingUnit) {
  await act(async () =>
    dom.root.render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <TrackingDetailDialog unit={unit} onClose={() => undefined} />
      </AdminContext>,
    ),
  );
  return document.querySelector('[data-testid="tracking-detail-general"]')!.textContent ?? '';
}

describe('the tracking detail', () => {
  it("without the customer's facts: the public facts, no empty customer lines, and why", async () => {
    const text = await open(publicOnly);
    for (const fact of ['MSCU1234566', '45G1', 'MSC ANTONELLA', 'MSCAN36S', t.fields.timeIn])
      expect(text).toContain(fact);
    const labels = [...document.querySelectorAll('[data-testid="tracking-detail-general"] dt')].map(
      (x) => x.textContent,
    );
    expect(labels).toContain(t.fields.typeIso);
    for (const label of [
      t.fields.blNumbers,
      t.fields.truckingCo,
      t.fields.apptTime,
      t.fields.condicionDeRetiro,
      t.fields.almacenista,
    ])
      expect(labels).not.toContain(label);
    expect(document.querySelector('[data-testid="tracking-detail-customer-hidden"]')?.textContent).toBe(
      t.customerFactsHidden,
    );
  });

  it('with them: every fact, and no note', async () => {
    const text = await open(full);
    for (const fact of ['Transportes Maule', '05/11/2025 14:00', 'Indirecto', 'A-71', 'MSCBL1'])
      expect(text).toContain(fact);
    expect(document.querySelector('[data-testid="tracking-detail-customer-hidden"]')).toBeNull();
  });
});
