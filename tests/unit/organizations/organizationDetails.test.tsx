// @vitest-environment jsdom
/**
 * The management views of storekeepers, deposits and functionaries (D1 §2, §3): every field the
 * row lists, with its value as the screen writes it; and the storekeeper list's search.
 */
import { act } from 'react';
import { AdminContext, RecordContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { listQuery } from '../../../src/providers/listQuery';
import { DetailsGrid } from '../../../src/resources/framework/DetailsGrid';
import type { FieldDef, ResourceDefinition } from '../../../src/resources/framework/types';
import { deposits } from '../../../src/resources/deposits';
import { functionaries } from '../../../src/resources/functionaries';
import { functionaryShownFields } from '../../../src/resources/functionaries/functionaryShownFields';
import { i18nProvider } from '../../../src/resources/i18n';
import { storekeepers } from '../../../src/resources/storekeepers';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';

const dom = domRootPerTest();

const authAs = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'servicio', roles }),
  getPermissions: async () => roles,
});

/** The management grid's fields as [source, label, value], in screen order. */
async function details(
  definition: ResourceDefinition,
  record: Record<string, unknown>,
  fields?: readonly FieldDef[],
  roles = ['ROLE_CUSTOMER_SERVICE'],
) {
  await act(async () =>
    dom.root.render(
      <AdminContext dataProvider={{} as DataProvider} authProvider={authAs(roles)} i18nProvider={i18nProvider}>
        <RecordContextProvider value={record}>
          <DetailsGrid definition={definition} {...(fields ? { fields } : {})} />
        </RecordContextProvider>
      </AdminContext>,
    ),
  );
  await until(() => dom.host.querySelectorAll('[data-field]').length > 0);
  return [...dom.host.querySelectorAll<HTMLElement>('[data-field]')].map((el) => [
    el.dataset.field,
    el.children[0]?.textContent,
    el.children[1]?.textContent,
  ]);
}

describe('management views', () => {
  it('ADM-STK-003: a storekeeper shows RUT, code, name, e-mail, activated, operational e-mail, informar and deposit', async () => {
    const record = {
      id: '76086428-5',
      code: 'A-71',
      user: {
        login: '76086428-5',
        name: 'Extraportuario Lo Valledor S.A.',
        email: 'contacto@valledor.cl',
        activated: true,
      },
      opEmail: 'operaciones@valledor.cl',
      informar: true,
      deposit: false,
    };
    expect(await details(storekeepers, record)).toEqual([
      ['id', 'RUT', '76.086.428-5'],
      ['code', 'Código', 'A-71'],
      ['user.name', 'Nombre', 'Extraportuario Lo Valledor S.A.'],
      ['user.email', 'E-mail', 'contacto@valledor.cl'],
      ['opEmail', 'E-mail operacional', 'operaciones@valledor.cl'],
      ['informar', 'Informar', 'Sí'],
      ['deposit', 'Depósito', 'No'],
      ['user.activated', 'Activo', 'Sí'],
    ]);
  });

  it('ADM-DEP-002 ADM-DEP-003: a deposit shows RUT, name, login, e-mail, operational e-mail, whether it activates its functionaries, and activated', async () => {
    const record = {
      id: '79111222-2',
      user: { login: 'deposito', name: 'Depósito Maipo Ltda.', email: 'contacto@maipo.cl', activated: false },
      opEmail: 'op@maipo.cl',
      activador: true,
    };
    expect(await details(deposits, record)).toEqual([
      ['id', 'RUT', '79.111.222-2'],
      ['user.name', 'Nombre', 'Depósito Maipo Ltda.'],
      ['user.login', 'Usuario', 'deposito'],
      ['user.email', 'E-mail', 'contacto@maipo.cl'],
      ['opEmail', 'E-mail operacional', 'op@maipo.cl'],
      ['activador', 'Activa a sus funcionarios', 'Sí'],
      ['user.activated', 'Activo', 'No'],
    ]);
  });

  const person = {
    id: 7,
    rut: '12345678-5',
    user: { login: '12345678-5', name: 'Ana Rojas', email: 'ana@agencia.cl', activated: true, notifications: true },
    cellNumber: '56912345678',
    carnetNumber: '123456789',
    agent_id: null,
    storekeeper: null,
    agn: null,
    deposito: null,
  };
  const own = [
    ['rut', 'RUT', '12.345.678-5'],
    ['user.name', 'Nombre', 'Ana Rojas'],
    ['user.login', 'Usuario', '12345678-5'],
    ['user.email', 'E-mail', 'ana@agencia.cl'],
    ['cellNumber', 'Celular', '56912345678'],
  ];
  const flags = [
    ['user.notifications', 'Recibe notificaciones', 'Sí'],
    ['user.activated', 'Activo', 'Sí'],
  ];
  const functionary = (record: Record<string, unknown>) =>
    details(functionaries, record, functionaryShownFields(functionaries, record));

  it("ADM-FUN-005: an agent's functionary shows its data, the carnet number and the agent by name and RUT", async () => {
    const record = { ...person, agent_id: '76086428-5', agentRut: '76086428-5', agentName: 'Agencia Ñandú Ltda.' };
    expect(await functionary(record)).toEqual([
      ...own,
      ['carnetNumber', 'Número de carnet', '123456789'],
      ...flags,
      ['agentName', 'Agente', 'Agencia Ñandú Ltda.'],
      ['agentRut', 'RUT del agente', '76.086.428-5'],
    ]);
  });

  it("ADM-FUN-005: a storekeeper's functionary shows no carnet, and the storekeeper by name and RUT", async () => {
    const record = { ...person, storekeeper: '96511460-1', storekpRut: '96511460-1', storekpName: 'Extra Sur S.A.' };
    expect(await functionary(record)).toEqual([
      ...own,
      ...flags,
      ['storekpName', 'Extraportuario', 'Extra Sur S.A.'],
      ['storekpRut', 'RUT del extraportuario', '96.511.460-1'],
    ]);
  });

  it("ADM-FUN-005: a shipping agency's functionary shows the agency by name and RUT", async () => {
    const record = { ...person, agn: '76123456-0', agnRut: '76123456-0', agnName: 'Agencia Marítima Andes S.A.' };
    expect(await functionary(record)).toEqual([
      ...own,
      ...flags,
      ['agnName', 'Agencia naviera', 'Agencia Marítima Andes S.A.'],
      ['agnRut', 'RUT de la agencia naviera', '76.123.456-0'],
    ]);
  });
});

describe('storekeeper list', () => {
  const rows = [
    { id: '76086428-5', code: 'A-71', user: { name: 'Extraportuario Lo Valledor', email: 'contacto@valledor.cl' } },
    { id: '96511460-1', code: 'B-12', user: { name: 'Almacenes del Sur', email: 'info@almasur.cl' } },
  ];
  const found = (q: string) => listQuery(rows, { search: storekeepers.search ?? [], q }).data.map((r) => r.id);

  it('ADM-STK-002: the search box finds a storekeeper by RUT, code, name or e-mail', () => {
    expect(found('96511460')).toEqual(['96511460-1']);
    expect(found('a-71')).toEqual(['76086428-5']);
    expect(found('almacenes')).toEqual(['96511460-1']);
    expect(found('valledor.cl')).toEqual(['76086428-5']);
    expect(found('zzz')).toEqual([]);
  });
});
