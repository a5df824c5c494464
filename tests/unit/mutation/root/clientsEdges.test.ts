/** Edges of the client, shipper/consignee and customer rules (src/domain/clients.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import {
  changeCountry,
  CLIENT_DEFAULTS,
  clientIdFor,
  clientSchema,
  customerSchema,
  giroCode,
  isBlocked,
  isChilean,
  newClient,
  shipperConsigneeSchema,
} from '../../../../src/domain/clients';
import { fieldErrors } from '../../../../src/domain/validators';
import { appMessages } from '../../../../src/i18n/appMessages';

type Rec = Record<string, unknown>;
const v = appMessages.validation;
const contactInfo = {
  contactName: 'María Soto',
  contactEmail: 'contacto@andes.cl',
  contactAddress: 'Av. Barros Luco 1234',
  contactCity: 'San Antonio',
  contactPhone: '56912345678',
};
const client = (customer: Rec = {}, country = 'CL'): Rec => ({
  shipperConsignee: {
    id: country === 'CL' ? '76086428-5' : 'AR-12345',
    name: 'Exportadora Andes SpA',
    notes: null,
    contactInfo,
  },
  customer: {
    ...CLIENT_DEFAULTS,
    countryName: country,
    stateName: country === 'CL' ? 'San Antonio' : null,
    giro: country === 'CL' ? '522910' : 'Vinos',
    ...customer,
  },
});
const errorsOf = (r: Rec) => fieldErrors(clientSchema({ financial: false }), r);

describe('client rules, edges', () => {
  it('a new client as the create form starts it', () => {
    expect(newClient()).toEqual({
      shipperConsignee: { id: '', name: '', notes: null, contactInfo: {} },
      customer: {
        ...CLIENT_DEFAULTS,
        stateName: null,
        giro: null,
        sigla: null,
        cobranzaDirecta: 'NO',
        mailCode: null,
        observacion: null,
        bloqueado: 'NO',
      },
      userEnabled: false,
      clientTracking: false,
      clientCar: false,
      existBilling: false,
      clientChile: true,
    });
  });

  it('the country is read trimmed, in any case; none is Chile', () => {
    expect(isChilean(' cl ')).toBe(true);
    expect(isChilean(undefined)).toBe(true);
    expect(isChilean('AR')).toBe(false);
  });

  it('changing country keeps the rest of the shipper and clears its id', () => {
    const r = { shipperConsignee: { id: '76086428-5', name: 'X' }, customer: { countryName: 'CL' } };
    expect(changeCountry(r, 'AR').shipperConsignee).toEqual({ id: '', name: 'X' });
  });

  it('a foreign identification: trimmed, upper case, none is empty', () => {
    expect(clientIdFor(' ab-123 ', 'AR')).toBe('AB-123');
    expect(clientIdFor(null, 'AR')).toBe('');
  });

  it('blocked: bloqueado SI, at its own path or another', () => {
    expect(isBlocked({ bloqueado: 'SI' })).toBe(true);
    expect(isBlocked({ bloqueado: 'NO' })).toBe(false);
    expect(isBlocked({ customer: { bloqueado: 'SI' } }, 'customer.bloqueado')).toBe(true);
  });

  it("a giro's code: four to eight digits, alone or as 'code - name'", () => {
    expect(giroCode('522910')).toBe('522910');
    expect(giroCode(' 522910 - Comercio')).toBe('522910');
    expect(giroCode('522910  -  Comercio')).toBe('522910');
    for (const bad of ['x522910', '522910 x', '123456789', '522910-Comercio', null])
      expect(giroCode(bad), String(bad)).toBeUndefined();
  });

  it('each error on its own field: a Chilean giro not from the list, a foreign giro, state and remarks', () => {
    expect(errorsOf(client())).toEqual({});
    expect(errorsOf(client({ giro: 'Comercio' }))).toEqual({ 'customer.giro': v.selectFromList });
    expect(errorsOf(client({}, 'AR'))).toEqual({});
    expect(Object.keys(errorsOf(client({ giro: '' }, 'AR')))).toEqual(['customer.giro']);
    expect(Object.keys(errorsOf(client({ giro: 'x'.repeat(121) }, 'AR')))).toEqual(['customer.giro']);
    expect(Object.keys(errorsOf(client({ stateName: 'x'.repeat(61) }, 'AR')))).toEqual(['customer.stateName']);
    expect(Object.keys(errorsOf(client({ observacion: 'x'.repeat(256) })))).toEqual(['customer.observacion']);
  });

  it('the shipper/consignee screens: its country required, two letters', () => {
    const flat = { id: '76086428-5', name: 'Exportadora Andes SpA', notes: null, contactInfo, countryName: 'CL' };
    expect(fieldErrors(shipperConsigneeSchema(), flat)).toEqual({});
    expect(Object.keys(fieldErrors(shipperConsigneeSchema(), { ...flat, countryName: '' }))).toEqual(['countryName']);
    expect(Object.keys(fieldErrors(shipperConsigneeSchema(), { ...flat, countryName: 'CHL' }))).toEqual([
      'countryName',
    ]);
  });

  it('a customer: its name required, bloqueado SI or NO', () => {
    const c = {
      name: 'Andes',
      giro: '522910',
      diasDeCredito: '0',
      codigoImputacion: '1999',
      bloqueado: 'NO',
      countryName: 'CL',
    };
    const errors = (r: Rec) => fieldErrors(customerSchema({ create: false }), r);
    expect(errors(c)).toEqual({});
    expect(Object.keys(errors({ ...c, name: '' }))).toEqual(['name']);
    expect(Object.keys(errors({ ...c, bloqueado: 'X' }))).toEqual(['bloqueado']);
  });
});
