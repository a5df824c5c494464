import { describe, expect, it } from 'vitest';
import {
  changeCountry,
  CLIENT_DEFAULTS,
  clientIdFor,
  clientSchema,
  customerSchema,
  giroCode,
  giroLabel,
  newClient,
  shipperConsigneeSchema,
  toggledBloqueado,
} from '../../../src/domain/clients';
import { fieldErrors } from '../../../src/domain/validators';

type Rec = Record<string, unknown>;

/** A valid Chilean client; `patch` sets dotted paths. */
function client(patch: Record<string, unknown> = {}): Rec {
  const r: Rec = {
    shipperConsignee: {
      id: '76086428-5',
      name: 'Exportadora Andes SpA',
      notes: null,
      contactInfo: {
        contactName: 'María Soto',
        contactEmail: 'contacto@andes.cl',
        contactAddress: 'Av. Barros Luco 1234',
        contactCity: 'San Antonio',
        contactPhone: '56912345678',
      },
    },
    customer: { ...CLIENT_DEFAULTS, stateName: 'San Antonio', giro: '522910', sigla: 'EA', cobranzaDirecta: 'NO' },
  };
  for (const [path, value] of Object.entries(patch)) {
    const keys = path.split('.');
    let node = r;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Rec;
    node[keys[keys.length - 1]!] = value;
  }
  return r;
}

const errorsOf = (r: Rec, financial = true) => fieldErrors(clientSchema({ financial }), r);
const long = (n: number) => 'x'.repeat(n);

describe('client rules (D1 §5 Per form Client, §9, DECISIONS Q08)', () => {
  it('ADM-CLI-011 ADM-CLI-012 ADM-CLI-013 ADM-CLI-014 ADM-CLI-015 CONST-043: a new client starts with CL, 0 days, related NO, imputation 1999, validated NO', () => {
    const c = newClient().customer as Rec;
    expect([c.countryName, c.diasDeCredito, c.clienteRelacionado, c.codigoImputacion, c.validado]).toEqual([
      'CL',
      0,
      'NO',
      1999,
      'NO',
    ]);
  });

  it('a valid Chilean client has no errors', () => {
    expect(errorsOf(client())).toEqual({});
  });

  /** The one error `patch` gives (on `field`, with the spec's message); `limit` (a value at the bound) passes. */
  const refuses = (patch: Record<string, unknown>, field: string, message: string, limit?: Record<string, unknown>) => {
    expect(errorsOf(client(patch))).toEqual({ [field]: message });
    if (limit) expect(errorsOf(client(limit))).toEqual({});
  };

  it("ADM-CLI-016: a Chilean client without RUT → 'Requerido'", () =>
    refuses({ 'shipperConsignee.id': '' }, 'shipperConsignee.id', 'Requerido'));
  it("ADM-CLI-017: a Chilean RUT with a wrong check digit → 'Rut inválido'", () =>
    refuses({ 'shipperConsignee.id': '76086428-4' }, 'shipperConsignee.id', 'Rut inválido'));
  it("ADM-CLI-019: a blank name → 'Requerido'", () =>
    refuses({ 'shipperConsignee.name': ' ' }, 'shipperConsignee.name', 'Requerido'));
  it("ADM-CLI-020: a name of 81 characters (80 pass) → 'Longitud máxima superada'", () =>
    refuses({ 'shipperConsignee.name': long(81) }, 'shipperConsignee.name', 'Longitud máxima superada', {
      'shipperConsignee.name': long(80),
    }));
  it("ADM-CLI-022: a contact name of 36 characters (35 pass) → 'Longitud máxima superada'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactName': long(36) },
      'shipperConsignee.contactInfo.contactName',
      'Longitud máxima superada',
      { 'shipperConsignee.contactInfo.contactName': long(35) },
    ));
  it("ADM-CLI-023: an e-mail of 256 characters (255 pass) → 'Longitud máxima superada'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactEmail': `${long(251)}@a.cl` },
      'shipperConsignee.contactInfo.contactEmail',
      'Longitud máxima superada',
      { 'shipperConsignee.contactInfo.contactEmail': `${long(250)}@a.cl` },
    ));
  it("ADM-CLI-024: an e-mail without @ → 'Debe ser un Email válido'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactEmail': 'no-es-mail' },
      'shipperConsignee.contactInfo.contactEmail',
      'Debe ser un Email válido',
    ));
  it("ADM-CLI-025: no address → 'Requerido'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactAddress': '' },
      'shipperConsignee.contactInfo.contactAddress',
      'Requerido',
    ));
  it("ADM-CLI-026: an address of 61 characters (60 pass) → 'Longitud máxima superada'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactAddress': long(61) },
      'shipperConsignee.contactInfo.contactAddress',
      'Longitud máxima superada',
      { 'shipperConsignee.contactInfo.contactAddress': long(60) },
    ));
  it("ADM-CLI-027: no city → 'Requerido'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactCity': null },
      'shipperConsignee.contactInfo.contactCity',
      'Requerido',
    ));
  it("ADM-CLI-028: a city of 31 characters (30 pass) → 'Longitud máxima superada'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactCity': long(31) },
      'shipperConsignee.contactInfo.contactCity',
      'Longitud máxima superada',
      { 'shipperConsignee.contactInfo.contactCity': long(30) },
    ));
  it("ADM-CLI-029: no country → 'Requerido'", () =>
    refuses({ 'customer.countryName': '' }, 'customer.countryName', 'Requerido'));
  it("ADM-CLI-030: a Chilean client without commune → 'Requerido'", () =>
    refuses({ 'customer.stateName': '' }, 'customer.stateName', 'Requerido'));
  it("ADM-CLI-031: a phone with spaces and + → 'Debe ser un número'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactPhone': '+56 9 1234' },
      'shipperConsignee.contactInfo.contactPhone',
      'Debe ser un número',
    ));
  it("ADM-CLI-032: a phone of 31 digits (30 pass) → 'Longitud máxima superada'", () =>
    refuses(
      { 'shipperConsignee.contactInfo.contactPhone': '1'.repeat(31) },
      'shipperConsignee.contactInfo.contactPhone',
      'Longitud máxima superada',
      { 'shipperConsignee.contactInfo.contactPhone': '1'.repeat(30) },
    ));
  it("ADM-CLI-033: notes of 61 characters (60 pass) → 'Longitud máxima superada'", () =>
    refuses({ 'shipperConsignee.notes': long(61) }, 'shipperConsignee.notes', 'Longitud máxima superada', {
      'shipperConsignee.notes': long(60),
    }));
  it("ADM-CLI-034: no credit days → 'Requerido'", () =>
    refuses({ 'customer.diasDeCredito': '' }, 'customer.diasDeCredito', 'Requerido'));
  it("ADM-CLI-035: credit days with letters → 'Debe ser un número'", () =>
    refuses({ 'customer.diasDeCredito': '30 días' }, 'customer.diasDeCredito', 'Debe ser un número'));
  it("ADM-CLI-036: credit days of 11 digits → 'Longitud máxima superada'", () =>
    refuses({ 'customer.diasDeCredito': '12345678901' }, 'customer.diasDeCredito', 'Longitud máxima superada'));
  it("ADM-CLI-037: a sigla of 16 characters (15 pass) → 'Longitud máxima superada'", () =>
    refuses({ 'customer.sigla': long(16) }, 'customer.sigla', 'Longitud máxima superada', {
      'customer.sigla': long(15),
    }));
  it("ADM-CLI-038: no giro → 'Requerido'", () => refuses({ 'customer.giro': '' }, 'customer.giro', 'Requerido'));
  it("ADM-CLI-039: a Chilean giro typed, not picked from the list → 'Seleccione uno correcto'", () =>
    refuses({ 'customer.giro': 'Venta de frutas' }, 'customer.giro', 'Seleccione uno correcto'));
  it("ADM-CLI-040: no imputation code → 'Requerido'", () =>
    refuses({ 'customer.codigoImputacion': '' }, 'customer.codigoImputacion', 'Requerido'));

  it('ADM-CLI-036: credit days of exactly 10 digits pass (Q08: a digit count, not a value bound)', () => {
    expect(errorsOf(client({ 'customer.diasDeCredito': '1234567890' }))).toEqual({});
    expect(errorsOf(client({ 'customer.diasDeCredito': 60 }))).toEqual({});
  });

  it('ADM-CLI-018 ADM-CLI-039: a foreign client takes a free identification (≥ 4), free-text giro and no commune', () => {
    const foreign = client({
      'customer.countryName': 'AR',
      'shipperConsignee.id': '30-71234567-1',
      'customer.giro': 'Venta de frutas',
      'customer.stateName': null,
    });
    expect(errorsOf(foreign)).toEqual({});
    expect(
      errorsOf({ ...foreign, shipperConsignee: { ...(foreign.shipperConsignee as Rec), id: 'AB1' } })[
        'shipperConsignee.id'
      ],
    ).toBe('Longitud Rut extranjero: mínimo 4.');
  });

  it('ADM-CLI-047 ADM-CLI-034: the financial-only fields are checked only for the role that edits them', () => {
    const wrong = client({
      'customer.diasDeCredito': 'x',
      'customer.codigoImputacion': '',
      'customer.sigla': long(20),
    });
    expect(Object.keys(errorsOf(wrong, true)).sort()).toEqual([
      'customer.codigoImputacion',
      'customer.diasDeCredito',
      'customer.sigla',
    ]);
    expect(errorsOf(wrong, false)).toEqual({});
  });

  it('ADM-CLI-018 ADM-CLI-030: switching country clears the commune, giro and identification; same side keeps them', () => {
    const ar = changeCountry(client(), 'AR');
    expect((ar.customer as Rec).stateName).toBeNull();
    expect((ar.customer as Rec).giro).toBeNull();
    expect((ar.shipperConsignee as Rec).id).toBe('');
    expect(ar.clientChile).toBe(false);
    const pe = changeCountry({ ...ar, customer: { ...(ar.customer as Rec), giro: 'Comercio' } }, 'PE');
    expect((pe.customer as Rec).giro).toBe('Comercio');
    expect(changeCountry(pe, 'CL').clientChile).toBe(true);
  });

  it('ADM-CLI-017 ADM-CLI-018: identifications are stored canonical (RUT) or trimmed upper-case (foreign)', () => {
    expect(clientIdFor('76.086.428-5', 'CL')).toBe('76086428-5');
    expect(clientIdFor(' ab-1234 ', 'AR')).toBe('AB-1234');
  });

  it('ADM-CLI-009 ADM-CLI-021: shipper/consignee record rules (flat record with its country)', () => {
    const ok = {
      id: '76086428-5',
      name: 'Andes',
      countryName: 'CL',
      contactInfo: { contactAddress: 'Calle 1', contactCity: 'Talca' },
    };
    expect(fieldErrors(shipperConsigneeSchema(), ok)).toEqual({});
    expect(fieldErrors(shipperConsigneeSchema(), { ...ok, id: '1-1' }).id).toBeDefined();
    expect(fieldErrors(shipperConsigneeSchema(), { ...ok, countryName: 'US', id: 'EIN-123456' })).toEqual({});
    expect(fieldErrors(shipperConsigneeSchema(), { ...ok, name: 'A' }).name).toBe('Debe ser más largo');
    // The full client form has no minimum (ADM-CLI-021 is the simple form's).
    expect(errorsOf(client({ 'shipperConsignee.name': 'A' }))['shipperConsignee.name']).toBeUndefined();
  });
});

describe('customer rules (D1 §5 Customer edit, Q43)', () => {
  const customer = {
    id: '76086428-5',
    name: 'Andes',
    giro: '522910 - Agencias de aduanas',
    diasDeCredito: 30,
    codigoImputacion: 1999,
    bloqueado: 'NO',
  };
  const errors = (patch: Rec, create = false) => fieldErrors(customerSchema({ create }), { ...customer, ...patch });

  it('a valid customer has no errors', () => expect(errors({}, true)).toEqual({}));
  it("ADM-CUS-008: giro not chosen from the list → 'Seleccione uno correcto'", () => {
    expect(errors({ giro: 'agencias' }).giro).toBe('Seleccione uno correcto');
    expect(errors({ giro: '' }).giro).toBe('Requerido');
  });
  it("ADM-CUS-009: credit days required → 'Requerido'", () =>
    expect(errors({ diasDeCredito: null }).diasDeCredito).toBe('Requerido'));
  it("ADM-CUS-010: credit days numeric → 'Debe ser un número'", () =>
    expect(errors({ diasDeCredito: '3O' }).diasDeCredito).toBe('Debe ser un número'));
  it("ADM-CUS-011: imputation code required → 'Requerido'", () =>
    expect(errors({ codigoImputacion: '' }).codigoImputacion).toBe('Requerido'));
  it('ADM-CUS-006: create also checks the RUT', () => expect(errors({ id: '1-9' }, true).id).toBeDefined());
  it('ADM-CUS-003: giro shown as code - name, and the code read back', () => {
    expect(giroLabel({ id: '522910', name: 'Agencias de aduanas' })).toBe('522910 - Agencias de aduanas');
    expect(giroCode('522910 - Agencias de aduanas')).toBe('522910');
    expect(giroCode('522910')).toBe('522910');
    expect(giroCode('Agencias')).toBeUndefined();
  });
  it('ADM-CUS-004 ADM-CUS-012 ADM-CLI-041: bloqueado toggles SI ↔ NO', () => {
    expect(toggledBloqueado('NO')).toBe('SI');
    expect(toggledBloqueado('SI')).toBe('NO');
  });
});
