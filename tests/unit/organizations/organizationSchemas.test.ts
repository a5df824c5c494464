/** The form rules of agencies, deposits and functionaries (D1 §5 Per form), as forms and the mock apply them. */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/resources/validate';

const CS = ['ROLE_CUSTOMER_SERVICE'];
const long = (n: number) => 'a'.repeat(n);
const mail = (n: number) => `${long(n - 8)}@mail.cl`;
const check = (resource: string, record: unknown, mode: 'create' | 'edit' = 'create', roles = CS) =>
  validateRecord(resource, record, { mode, roles });

describe('shipping agency form', () => {
  const ok = {
    id: '76123456-0',
    user: { name: 'Agencia Marítima Andes S.A.', email: 'contacto@andes.cl' },
    opEmail: 'op@andes.cl',
  };
  it('a valid agency passes', () => expect(check('shippingAgents', ok)).toEqual({}));
  it.each([
    ['ADM-AGN-010', { ...ok, id: '' }, { id: 'Requerido' }],
    ['ADM-AGN-011', { ...ok, id: '1-9' }, { id: 'Debe ser más largo' }],
    ['ADM-AGN-011', { ...ok, id: '1234567890-3' }, { id: 'Longitud máxima superada' }],
    ['ADM-AGN-012', { ...ok, id: '76123456-1' }, { id: 'Rut inválido' }],
    ['ADM-AGN-013', { ...ok, user: { ...ok.user, name: long(81) } }, { 'user.name': 'Longitud máxima superada' }],
    ['ADM-AGN-014', { ...ok, opEmail: 'no-es-correo' }, { opEmail: 'Debe ser un Email válido' }],
    ['ADM-AGN-014', { ...ok, user: { ...ok.user, email: 'x@' } }, { 'user.email': 'Debe ser un Email válido' }],
    ['ADM-AGN-015', { ...ok, opEmail: mail(61) }, { opEmail: 'Longitud máxima superada' }],
    ['ADM-AGN-015', { ...ok, user: { ...ok.user, email: mail(61) } }, { 'user.email': 'Longitud máxima superada' }],
  ])('%s: %j → %j', (_id, record, errors) => {
    expect(check('shippingAgents', record)).toEqual(errors);
  });
  it('ADM-AGN-013: a name of exactly 80 and e-mails of exactly 60 pass', () => {
    expect(check('shippingAgents', { ...ok, user: { name: long(80), email: mail(60) }, opEmail: mail(60) })).toEqual(
      {},
    );
  });
});

describe('deposit form', () => {
  const ok = {
    id: '79111222-2',
    user: { name: 'Depósito de Contenedores Maipo Ltda.', email: 'contacto@maipo.cl' },
    opEmail: null,
    activador: true,
  };
  it('a valid deposit passes', () => expect(check('deposits', ok)).toEqual({}));
  it.each([
    ['ADM-DEP-008', { ...ok, id: null }, { id: 'Requerido' }],
    ['ADM-DEP-009', { ...ok, id: '12.343' }, { id: 'Debe ser más largo' }],
    ['ADM-DEP-009', { ...ok, id: '1234567890-3' }, { id: 'Longitud máxima superada' }],
    ['ADM-DEP-010', { ...ok, id: '79111222-3' }, { id: 'Rut inválido' }],
    ['ADM-DEP-011', { ...ok, user: { ...ok.user, name: '  ' } }, { 'user.name': 'Requerido' }],
    ['ADM-DEP-012', { ...ok, user: { ...ok.user, name: long(81) } }, { 'user.name': 'Longitud máxima superada' }],
    ['ADM-DEP-013', { ...ok, opEmail: mail(61) }, { opEmail: 'Longitud máxima superada' }],
  ])('%s: %j → %j', (_id, record, errors) => {
    expect(check('deposits', record)).toEqual(errors);
  });
});

describe('functionary form', () => {
  const ok = {
    rut: '12345678-5',
    user: { name: 'María González Rojas', email: 'maria@agencia.cl' },
    cellNumber: '56912345678',
    carnetNumber: '123456789',
  };
  it('a valid functionary passes', () => expect(check('functionaries', ok, 'create', ['ROLE_AGA'])).toEqual({}));
  it.each([
    ['ADM-FUN-009', { ...ok, rut: '' }, { rut: 'Requerido' }],
    ['ADM-FUN-010', { ...ok, rut: '12345678-9' }, { rut: 'Rut inválido' }],
    ['ADM-FUN-011', { ...ok, user: { ...ok.user, name: '' } }, { 'user.name': 'Requerido' }],
    ['ADM-FUN-012', { ...ok, user: { ...ok.user, email: '' } }, { 'user.email': 'Requerido' }],
    [
      'ADM-FUN-013',
      { ...ok, user: { ...ok.user, email: 'maria.agencia.cl' } },
      { 'user.email': 'Debe ser un Email válido' },
    ],
    ['ADM-FUN-014', { ...ok, cellNumber: '+56 9 1234' }, { cellNumber: 'Debe ser un número' }],
  ])('%s: %j → %j', (_id, record, errors) => {
    expect(check('functionaries', record, 'edit')).toEqual(errors);
  });
  it('ADM-FUN-014: the cell number may be empty', () => {
    expect(check('functionaries', { ...ok, cellNumber: null }, 'edit')).toEqual({});
  });
});

describe('ADM-FUN-004: the functionary list’s empty text', () => {
  it('is the definition’s, verbatim, where react-admin’s empty list reads it', async () => {
    const { resourceMessages } = await import('../../../src/resources/i18n');
    const { definitions } = await import('../../../src/resources/registry');
    const tree = resourceMessages(definitions) as Record<string, Record<string, unknown>>;
    expect(tree.functionaries!.empty).toBe('No hay funcionarios disponibles.');
    expect(tree.agents!.empty).toBeUndefined();
  });
});
