/** Edges of several containers pre-advised in one go (src/domain/exportPreadvice/multiPreadvice.ts). */
import { describe, expect, it } from 'vitest';
import {
  blankRow,
  copyOfPreadvice,
  EMPTY_SHARED,
  multiErrors,
  parseContainerList,
  pendingRows,
  rowContext,
  withShipperLookup,
  type MultiRow,
  type RowResult,
} from '../../../../src/domain/exportPreadvice/multiPreadvice';
import type { PreadviceValues } from '../../../../src/domain/exportPreadvice/preadviceRules';
import type { BookingWire, ExportPreadviceWire } from '../../../../src/domain/terminalWire/exportPreadvice';

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
const booking: Pick<BookingWire, 'unitlist' | 'items'> = { unitlist: [], items: [] };
const ctx = (r: MultiRow) => rowContext(booking, r, AGA);
const created: RowResult = { status: 'created', draftNumber: 500001, operationId: 1001 };

describe('the grid rows, edges', () => {
  it('a row with any one cell typed is sent; a row of blanks is not', () => {
    const rows: MultiRow[] = [
      { ...blankRow('a'), unitNbr: 'SUDU0697996' },
      { ...blankRow('b'), seals: 'CL1' },
      { ...blankRow('c'), grossWeight: '24500' },
      { ...blankRow('d'), guias: '123' },
      { key: 'e', unitNbr: ' ', seals: '  ', grossWeight: '\t', guias: ' ' },
    ];
    expect(pendingRows(rows, {})).toEqual([0, 1, 2, 3]);
  });

  it("a reefer row without atmosphere control asks for no gases (its item's flag, not the reefer's)", () => {
    const reeferBooking: Pick<BookingWire, 'unitlist' | 'items'> = {
      unitlist: [{ unitNbr: 'SUDU3020632', transitState: 'ADVISED', isoType: '45R1', reefer: true }],
      items: [{ equipmentType: '45R1', equipmentDesc: '40RH', reefer: {}, atmosphereControl: 'N', isOog: false }],
    } as unknown as Pick<BookingWire, 'unitlist' | 'items'>;
    expect(rowContext(reeferBooking, { ...blankRow('a'), unitNbr: 'SUDU3020632' }, AGA)).toEqual({
      roles: AGA,
      reefer: true,
      atmosphereControl: false,
      oog: false,
    });
  });

  it('a space splits pasted numbers only before the next four letters', () => {
    expect(parseContainerList('SUD U0697996')).toEqual(['SUDU0697996']);
  });

  it('all rows created, blanks left: nothing to correct, even with the shared fields empty', () => {
    const rows = [{ ...blankRow('a'), unitNbr: 'SUDU0697996', seals: 'CL1' }, blankRow('b')];
    expect(multiErrors(EMPTY_SHARED, rows, { a: created }, ctx)).toEqual({ shared: {}, rows: {} });
    expect(multiErrors(EMPTY_SHARED, [], {}, ctx)).toEqual({ shared: {}, rows: {} });
  });

  it('a row seal of exactly fifteen characters is accepted', () => {
    const row: MultiRow = { key: 'a', unitNbr: 'SUDU0697996', seals: 'x'.repeat(15), grossWeight: '24500', guias: '1' };
    expect(multiErrors(shared, [row], {}, ctx).rows).toEqual({});
  });
});

describe('the shipper lookup and the copy, edges', () => {
  it('the lookup takes trimmed answers and skips blank ones', () => {
    const typed = { ...shared, shipperAddress: 'typed' };
    expect(
      withShipperLookup(typed, {
        name: ' Bodegas ',
        giro: '  ',
        contactInfo: { contactAddress: '  ', contactCity: null },
        address: 'Flat 2',
        city: ' Rancagua ',
      }),
    ).toMatchObject({
      shipperName: 'Bodegas',
      shipperGiro: 'Exportación de frutas',
      shipperAddress: 'Flat 2',
      shipperCity: 'Rancagua',
    });
    expect(withShipperLookup(typed, { name: null, countryName: 42 as unknown as string })).toMatchObject({
      shipperName: 'Exportadora del Pacífico',
      shipperCountry: 'CL',
    });
  });

  it("a copy of a unit with no operation keeps the base's values; a delivery coordination keeps its type", () => {
    const unit = {
      number: 'SUDU0697996',
      contents: { weightKg: 0, commodityId: '0806101', commodityName: '', shipperId: null },
      tipoDocumento: null,
      numeroDocumento: null,
      truckingCompany: null,
      inspeccionSAG: 'INSPECCION',
      booking: null,
    };
    const base = { ...EMPTY_SHARED, agentId: '9', truckingId: 'T', cmdtyShortName: '111111', weighing: 'ROM' as const };
    const bare = copyOfPreadvice({ unit, operation: null } as unknown as ExportPreadviceWire, base);
    expect(bare.bookingId).toBeNull();
    expect(bare.operationType).toBeNull();
    expect(bare.values).toMatchObject({
      agentId: '9',
      truckingId: 'T',
      documentType: 'DUS',
      documentNbrs: '',
      cmdtyShortName: '111111',
      sagCondition: 'INSPECCION',
      weighing: 'ROM',
      shipperId: '',
    });
    for (const commodityId of ['x080610', '0806101', '']) {
      const c = copyOfPreadvice(
        {
          unit: { ...unit, contents: { ...unit.contents, commodityId } },
          operation: null,
        } as unknown as ExportPreadviceWire,
        base,
      );
      expect(c.values.cmdtyShortName).toBe('111111');
    }
    const coord = copyOfPreadvice(
      {
        unit: { ...unit, booking: { id: 'HAMSUD1' }, tipoDocumento: 'DTI' },
        operation: {
          operationType: 'COORD_ENTREGA',
          agent: { id: '15', name: null },
          bookingOrBl: 'BK1',
          sagCondition: null,
          weighbridge: false,
        },
      } as unknown as ExportPreadviceWire,
      base,
    );
    expect(coord.operationType).toBe('COORD_ENTREGA');
    expect(coord.bookingId).toBe('BK1');
    expect(coord.values).toMatchObject({
      agentId: '15',
      documentType: 'DTI',
      sagCondition: 'INSPECCION',
      weighing: 'VGM',
    });
    const booked = { unit: { ...unit, booking: { id: 'HAMSUD1' } }, operation: null } as unknown as ExportPreadviceWire;
    expect(copyOfPreadvice(booked, base).bookingId).toBe('HAMSUD1');
    const other = copyOfPreadvice(
      {
        unit,
        operation: { operationType: 'IMPORTACION', agent: { id: '15' }, bookingOrBl: null, weighbridge: false },
      } as unknown as ExportPreadviceWire,
      base,
    );
    expect(other.operationType).toBeNull();
    expect(other.bookingId).toBeNull();
  });
});
