import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/domain/validators';
import { i18nProvider } from '../../../src/resources/i18n';
import { driverSchema } from '../../../src/resources/drivers/schema';
import { actsForOneCompany, truckingListEndpoint } from '../../../src/resources/truckings/index';
import { truckingSchema } from '../../../src/resources/truckings/schema';
import { truckSchema } from '../../../src/resources/trucks/schema';

const CS = ['ROLE_CUSTOMER_SERVICE'];
const SUP = ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const company = {
  id: '76086428-5',
  name: 'Transportes Andes SpA',
  user: { email: 'contacto@andes.cl' },
  contactInfo: { contactName: 'Ana Soto' },
};

describe('trucking company schema', () => {
  it('ADM-TRK-011: a Chilean carrier needs a valid RUT; a foreign one a free identification of 4+', () => {
    const schema = truckingSchema({ mode: 'create', roles: CS });
    expect(fieldErrors(schema, company)).toEqual({});
    expect(fieldErrors(schema, { ...company, id: '' })).toEqual({ id: 'Requerido' });
    expect(fieldErrors(schema, { ...company, id: '76086428-4' })).toEqual({ id: 'Rut inválido' });
    expect(fieldErrors(schema, { ...company, id: 'AR-307', foreign: true })).toEqual({});
    expect(fieldErrors(schema, { ...company, id: 'AR3', foreign: true })).toEqual({
      id: 'Longitud Rut extranjero: mínimo 4.',
    });
  });

  it('ADM-TRK-012 ADM-TRK-013 ADM-TRK-014 ADM-TRK-015 ADM-TRK-016: name, contact person, e-mails and phone', () => {
    const schema = truckingSchema({ mode: 'edit', roles: CS });
    expect(fieldErrors(schema, { id: company.id })).toEqual({
      name: 'Requerido',
      'user.email': 'Requerido',
      'contactInfo.contactName': 'Requerido',
    });
    expect(
      fieldErrors(schema, {
        ...company,
        contactInfo: { contactName: 'Ana', contactEmail: `${'x'.repeat(56)}@a.cl`, contactPhone: '56-9' },
      }),
    ).toEqual({
      'contactInfo.contactEmail': 'Longitud máxima superada',
      'contactInfo.contactPhone': 'Debe ser un número',
    });
    expect(
      fieldErrors(schema, { ...company, contactInfo: { contactName: 'Ana', contactPhone: '9'.repeat(31) } }),
    ).toEqual({ 'contactInfo.contactPhone': 'Longitud máxima superada' });
  });

  it('ADM-TRK-017: only the supervisor’s form checks the personal e-mail (customer service cannot send it)', () => {
    const bad = { ...company, emailPersonal: 'no-es-correo' };
    expect(fieldErrors(truckingSchema({ mode: 'edit', roles: SUP }), bad)).toEqual({
      emailPersonal: 'Debe ser un Email válido',
    });
    expect(fieldErrors(truckingSchema({ mode: 'edit', roles: CS }), bad)).toEqual({});
  });
});

describe('who lists which companies', () => {
  it.each([
    [CS, '/truckingcompany/searchall'],
    [SUP, '/truckingcompany/searchall'],
    [['ROLE_DOCUMENTARY'], '/truckingcompany/searchall'],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], '/truckingcompany/truckingcobyaga/aga'],
    [['ROLE_TRUCKINGCO'], '/truckingcompany/aga'],
    [['ROLE_STOREKEEPER'], '/truckingcompany/aga'],
  ])('ADM-TRK-001 ADM-TRK-003 ADM-TRK-004: %j → %s', (roles, path) => {
    expect(truckingListEndpoint({ roles, login: 'aga' }).path).toBe(path);
  });

  it('ADM-TRK-004: trucking company, storekeeper and extraportuary functionary users act for one company; staff never', () => {
    expect(actsForOneCompany(['ROLE_FUNCTIONARY_EXTRAPORTUARIO'])).toBe(true);
    expect(actsForOneCompany(['ROLE_STOREKEEPER', 'ROLE_CUSTOMER_SERVICE'])).toBe(false);
    expect(actsForOneCompany(['ROLE_AGA'])).toBe(false);
  });
});

describe('driver and truck schemas', () => {
  const today = () => '23/11/2026';
  const driver = {
    truckingId: '76086428-5',
    cardId: '12345678-5',
    name: 'Juan Pérez',
    license: '56 912345678',
    cardExpiration: '01/01/2028',
  };

  it('ADM-DRV-005 ADM-TRK-027 ADM-TRK-028 ADM-TRK-030 ADM-TRK-031 ADM-TRK-034: the driver form rules with a given today', () => {
    const create = driverSchema({ mode: 'create' }, { today });
    expect(fieldErrors(create, driver)).toEqual({});
    expect(fieldErrors(create, { truckingId: 'x', license: '56 ' })).toEqual({
      cardId: 'Requerido',
      name: 'Requerido',
      license: 'Requerido',
      cardExpiration: 'Requerido',
    });
    expect(fieldErrors(create, { ...driver, cardId: '12345678-9', cardExpiration: '22/11/2026' })).toEqual({
      cardId: 'Rut inválido',
      cardExpiration: 'Fecha no corresponde, por favor ingrese nuevamente',
    });
    expect(fieldErrors(create, { ...driver, cardId: 'AB12', foreign: true })).toEqual({});
  });

  it('ADM-TRK-029: a foreign driver’s id needs at least 4 characters', () => {
    const create = driverSchema({ mode: 'create' }, { today });
    expect(fieldErrors(create, { ...driver, cardId: 'P12', foreign: true })).toEqual({
      cardId: 'Longitud Rut extranjero: mínimo 4.',
    });
    expect(fieldErrors(create, { ...driver, cardId: 'P123', foreign: true })).toEqual({});
  });

  it('ADM-TRK-038: on edit a missing phone reads Número de teléfono no válido.', () => {
    expect(fieldErrors(driverSchema({ mode: 'edit' }, { today }), { ...driver, license: '' })).toEqual({
      license: 'Número de teléfono no válido.',
    });
  });

  it('ADM-TRU-005 ADM-TRK-043 ADM-TRK-046 ADM-TRK-047: the truck form rules', () => {
    expect(fieldErrors(truckSchema(), { truckingId: 'x', license: 'GHTR21', licenseExpiration: '01/02/2027' })).toEqual(
      {},
    );
    expect(fieldErrors(truckSchema(), { license: 'GH.TR', licenseExpiration: '' })).toEqual({
      truckingId: 'Requerido',
      license: 'La patente sólo puede tener letras y números',
      licenseExpiration: 'Requerido',
    });
  });
});

describe('plate wording', () => {
  it('ADM-TRK-046 VAL-031: a plate form says La patente sólo puede tener letras y números; the company’s list of plates, Sólo letras y números', () => {
    const plate = { truckingId: 'x', license: 'GH-TR2', licenseExpiration: '01/02/2027' };
    expect(fieldErrors(truckSchema(), plate)).toEqual({ license: 'La patente sólo puede tener letras y números' });
    expect(fieldErrors(truckSchema('list'), plate)).toEqual({ license: 'Sólo letras y números' });
    // Only that rule has a list wording.
    expect(fieldErrors(truckSchema('list'), { ...plate, license: 'ABCD1234' })).toEqual({
      license: 'Longitud máxima superada',
    });
    expect(fieldErrors(truckSchema('list'), { ...plate, license: '' })).toEqual({ license: 'Requerido' });
  });
});

describe('trucking labels', () => {
  it('ADM-TRK-010 ADM-TRK-005: the create button reads Nuevo Transportista; the tabs Conductores and Patentes', async () => {
    expect(i18nProvider.translate('resources.truckingCompanies.action.create')).toBe('Nuevo Transportista');
    const { truckingCompanies } = await import('../../../src/resources/truckings/index');
    expect(truckingCompanies.tabs?.map((t) => t.label)).toEqual(['Conductores', 'Patentes']);
  });
});
