/** Several containers of one booking in one go (issue 30 §5; src/domain/exportPreadvice/multiPreadvice.ts): the rows, their payloads, results, lookup and copy. */
import { describe, expect, it } from 'vitest';
import { exportSave } from '../../../src/domain/export/calls';
import {
  blankRow,
  copyOfPreadvice,
  EMPTY_SHARED,
  multiErrors,
  parseContainerList,
  pendingRows,
  refusalOf,
  rowContext,
  rowPayload,
  rowSeals,
  withShipperLookup,
  type MultiRow,
  type RowResult,
} from '../../../src/domain/exportPreadvice/multiPreadvice';
import type { PreadviceValues } from '../../../src/domain/exportPreadvice/preadviceRules';
import type { BookingWire, ExportPreadviceWire } from '../../../src/domain/terminalWire/exportPreadvice';
import { appMessages } from '../../../src/i18n/appMessages';
import { exportMessages } from '../../../src/i18n/exportMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const shared: PreadviceValues = {
  ...EMPTY_SHARED,
  documentNbrs: '5012345678',
  truckingId: '77654321-7',
  shipperId: '76.086.428-5',
  shipperName: 'Exportadora del Pacífico',
  shipperState: 'Valparaíso',
  shipperGiro: 'Exportación de frutas',
  cmdtyShortName: '080610',
};
const item = (
  equipmentType: string,
  equipmentDesc: string,
  over: Partial<BookingWire['items'][number]> = {},
): BookingWire['items'][number] => ({
  equipmentType,
  equipmentDesc,
  quantity: 5,
  availableQuantity: 5,
  reservedContainers: [],
  reefer: null,
  hazards: [],
  atmosphereControl: 'N',
  isOog: false,
  featureId: null,
  bulbMode: null,
  condTreament: null,
  desHumidificationPct: null,
  ...over,
});
const booking: Pick<BookingWire, 'unitlist' | 'items'> = {
  unitlist: [
    { unitNbr: 'SUDU0697996', transitState: 'ADVISED', isoType: '22G1', reefer: false },
    { unitNbr: 'SUDU6847727', transitState: 'ADVISED', isoType: '22G1', reefer: false },
    { unitNbr: 'SUDU3020632', transitState: 'ADVISED', isoType: '45R1', reefer: true },
  ],
  items: [
    item('22G1', '20DV', { featureId: 'F1' }),
    item('45R1', '40RH', {
      reefer: { tempReqdC: -1, ventRequiredValue: 25, ventRequiredUnit: 'PERCENTAGE', humidityPct: null },
      atmosphereControl: 'S',
    }),
  ],
};
const row = (key: string, over: Partial<MultiRow> = {}): MultiRow => ({
  ...blankRow(key),
  seals: 'cl1',
  grossWeight: '24500',
  guias: '123',
  ...over,
});
const ctx = (r: MultiRow) => rowContext(booking, r, AGA);
const created: RowResult = { status: 'created', draftNumber: 500001, operationId: 1001 };

describe('the grid rows', () => {
  it('pasted container numbers: one per line (also tabs, commas, semicolons, spaces between numbers), as the input keeps them', () => {
    expect(parseContainerList('SUDU0697996\nsudu6847727\r\n\n  SUDU 302063 2 \n')).toEqual([
      'SUDU0697996',
      'SUDU6847727',
      'SUDU3020632',
    ]);
    expect(parseContainerList('SUDU0697996\tSUDU6847727,SUDU3020632;MSCU2735644')).toHaveLength(4);
    expect(parseContainerList('SUDU0697996 SUDU6847727')).toEqual(['SUDU0697996', 'SUDU6847727']);
    expect(parseContainerList('  \n ')).toEqual([]);
  });

  it("a row's seals: upper case, split by spaces, commas or semicolons", () => {
    expect(rowSeals(' cl123, cl456;cl789  x1 ')).toEqual(['CL123', 'CL456', 'CL789', 'X1']);
  });

  it('the rows to send: not blank, not created (re-sending retries only the failed ones)', () => {
    const rows = [
      row('a', { unitNbr: 'SUDU0697996' }),
      blankRow('b'),
      row('c', { unitNbr: 'SUDU6847727' }),
      row('d', { unitNbr: 'SUDU3020632' }),
    ];
    expect(pendingRows(rows, {})).toEqual([0, 2, 3]);
    expect(pendingRows(rows, { a: created, c: { status: 'refused', field: 'unitNbr', message: 'x' } })).toEqual([2, 3]);
  });
});

describe('the errors before sending', () => {
  it("EXP-021 EXP-022 EXP-023 EXP-041 EXP-042: each row's seals, weight and guides on the row; a bad or repeated container on its cell", () => {
    const rows = [
      row('a', { unitNbr: 'SUDU0697996' }),
      row('b', { unitNbr: 'SUDU0697996', seals: '', grossWeight: 'mucho', guias: '12a' }),
      row('c', { unitNbr: 'SUDU12', seals: 'A B C D E' }),
      row('d', { unitNbr: '', grossWeight: '' }),
    ];
    const { shared: s, rows: r } = multiErrors(shared, rows, {}, ctx);
    expect(s).toEqual({});
    expect(r[0]).toBeUndefined();
    expect(r[1]).toEqual({
      unitNbr: exportMessages.multi.duplicate,
      seals: v.required,
      grossWeight: v.number,
      guias: v.number,
    });
    expect(r[2]).toEqual({ unitNbr: v.container, seals: operationsMessages.exportForm.tooManySeals });
    expect(r[3]).toEqual({ unitNbr: v.required, grossWeight: v.required });
  });

  it("EXP-017 EXP-027 EXP-035 EXP-046 EXP-047: the shared fields' errors once, on the shared fields; a reefer row asks for the atmosphere and the confirmation", () => {
    const rows = [row('a', { unitNbr: 'SUDU0697996' }), row('b', { unitNbr: 'SUDU3020632' })];
    const { shared: s, rows: r } = multiErrors(
      { ...shared, truckingId: '', cmdtyShortName: '123', shipperId: '1-2' },
      rows,
      {},
      ctx,
    );
    expect(s).toEqual({
      truckingId: v.required,
      cmdtyShortName: v.exactLength,
      shipperId: v.rut,
      o2pct: v.required,
      co2pct: v.required,
      reeferConfirmed: v.required,
    });
    expect(r).toEqual({});
  });

  it('blank rows are left out, created ones are not checked again (all created: nothing to correct); an empty grid is checked on its first row, with the shared fields', () => {
    expect(multiErrors(shared, [blankRow('a')], {}, ctx)).toEqual({
      shared: {},
      rows: { 0: { unitNbr: v.required, seals: v.required, grossWeight: v.required, guias: v.required } },
    });
    expect(multiErrors({ ...shared, truckingId: '' }, [blankRow('a')], {}, ctx).shared).toEqual({
      truckingId: v.required,
    });
    const rows = [row('a', { unitNbr: 'SUDU0697996' }), row('b', { unitNbr: 'SUDU0697996' }), blankRow('c')];
    expect(multiErrors(shared, rows, { a: created }, ctx).rows).toEqual({
      1: { unitNbr: exportMessages.multi.duplicate },
    });
    expect(multiErrors(shared, [rows[0]!, blankRow('c')], { a: created }, ctx)).toEqual({ shared: {}, rows: {} });
  });
});

describe('one legacy call per row', () => {
  const settings = {
    bookingId: 'HAMSUD2611006',
    operationType: 'COORD_ENTREGA' as const,
    uniqueInvoice: false,
    choosesAgent: false,
  };

  it("EXP-010: the single form's payload with the row's container, seals, weight and guides; the item of the unit's type; the RUT canonical; no agent for a user who does not choose it", () => {
    const input = rowPayload(
      { ...shared, agentId: 'X' },
      row('a', { unitNbr: 'SUDU0697996', seals: 'cl1 cl2' }),
      booking,
      settings,
    );
    const { path, body } = exportSave.toWire(input);
    expect(path).toBe('/export/save/SUDU0697996');
    expect(body).toMatchObject({
      operationType: 'COORD_ENTREGA',
      bookingId: 'HAMSUD2611006',
      equipmentType: '22G1',
      featureId: 'F1',
      seals: ['CL1', 'CL2'],
      grossWeight: '24500',
      guias: '123',
      duses: '5012345678',
      shipperId: '76086428-5',
      shipperState: 'Valparaíso',
      pesoVGM: true,
      romana: false,
      sealLampa: '',
    });
    expect(body).not.toHaveProperty('agent_id');
    expect(
      exportSave.toWire(rowPayload(shared, row('b', { unitNbr: 'ZZZU0000000' }), booking, settings)).body,
    ).toMatchObject({ equipmentType: '', featureId: null });
  });

  it("the chooser's agent is sent; a foreign shipper keeps its free id and has no state", () => {
    const foreign = { ...shared, agentId: '15', shipperCountry: 'AR', shipperId: ' 30-70912345-8 ' };
    const input = rowPayload(foreign, row('a', { unitNbr: 'SUDU0697996' }), booking, {
      ...settings,
      choosesAgent: true,
    });
    expect(input.values).toMatchObject({ agentId: '15', shipperId: '30-70912345-8', shipperState: '' });
  });

  it("a refusal goes on the row field it names, else on the container with the server's message", () => {
    expect(refusalOf({ grossWeight: v.number }, 'Datos inválidos')).toEqual({
      status: 'refused',
      field: 'grossWeight',
      message: v.number,
    });
    expect(refusalOf({ truckingId: v.selectFromList }, 'Datos inválidos')).toEqual({
      status: 'refused',
      field: 'unitNbr',
      message: v.selectFromList,
    });
    expect(refusalOf(undefined, operationsMessages.refusals.unitNotFound)).toEqual({
      status: 'refused',
      field: 'unitNbr',
      message: operationsMessages.refusals.unitNotFound,
    });
  });
});

describe('the shipper and the copy', () => {
  it('the shipper lookup fills every shipper field it gives (contact address and city, country); what it leaves out keeps what was typed', () => {
    const typed = { ...shared, shipperAddress: 'typed', shipperCity: '' };
    const s = withShipperLookup(typed, {
      name: 'Frutícola Gallardo Ltda.',
      countryName: 'CL',
      contactInfo: { contactAddress: 'Av. Uno 1', contactCity: 'Rancagua' },
    });
    expect(s).toMatchObject({
      shipperName: 'Frutícola Gallardo Ltda.',
      shipperAddress: 'Av. Uno 1',
      shipperCity: 'Rancagua',
      shipperState: 'Valparaíso',
      shipperGiro: 'Exportación de frutas',
      shipperCountry: 'CL',
    });
    expect(withShipperLookup(typed, { name: 'X', address: 'Flat 2', giro: 'Vinos' })).toMatchObject({
      shipperAddress: 'Flat 2',
      shipperGiro: 'Vinos',
    });
    expect(withShipperLookup(typed, { name: 'Bodegas', countryName: 'AR' })).toMatchObject({
      shipperCountry: 'AR',
      shipperState: '',
    });
  });

  it('a copy takes the shared data of a previous pre-advice, never its container, seals, weight or guides', () => {
    const p = {
      unit: {
        number: 'SUDU0697996',
        contents: { weightKg: 24500, commodityId: '080610', commodityName: 'Uvas', shipperId: '76086428-5' },
        tipoDocumento: 'DUS',
        numeroDocumento: '5012345678',
        numerosGuias: '123',
        seals: { values: ['CL1'] },
        truckingCompany: { id: '77654321-7', name: 'T' },
        inspeccionSAG: 'SIN INSPECCION',
        booking: { id: 'HAMSUD2611006' },
      },
      operation: {
        operationType: 'EXPORTACION',
        agent: { id: '15', name: 'A' },
        bookingOrBl: 'HAMSUD2611006',
        sagCondition: 'INSPECCION',
        weighbridge: true,
      },
    } as unknown as ExportPreadviceWire;
    const copy = copyOfPreadvice(p, EMPTY_SHARED);
    expect(copy.bookingId).toBe('HAMSUD2611006');
    expect(copy.operationType).toBe('EXPORTACION');
    expect(copy.values).toMatchObject({
      agentId: '15',
      truckingId: '77654321-7',
      documentType: 'DUS',
      documentNbrs: '5012345678',
      cmdtyShortName: '080610',
      sagCondition: 'INSPECCION',
      weighing: 'ROM',
      shipperId: '76086428-5',
      guias: '',
      seals: [],
      grossWeight: '',
    });
  });
});
