// @vitest-environment jsdom
/**
 * The generated edit form shows `readOnlyOnEdit` fields disabled, and react-hook-form leaves
 * disabled inputs out of what it submits: the form must still send their stored values, or the
 * server reads the field as missing ('Requerido').
 */
import { act } from 'react';
import {
  AdminContext,
  EditBase,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
  type UpdateParams,
} from 'react-admin';
import { beforeEach, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/resources/i18n';
import { ResourceForm } from '../../../src/resources/framework/ResourceForm';
import { functionaries } from '../../../src/resources/functionaries';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';

const stored = {
  id: 7,
  rut: '12345678-5',
  cellNumber: '912345678',
  carnetNumber: '',
  deposit: false,
  agent_id: '76086428-5',
  user: { login: '12345678-5', name: 'Ana Rojas', email: 'ana@agencia.cl', notifications: false, activated: true },
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
  getPermissions: async () => ['ROLE_CUSTOMER_SERVICE'],
};

const dom = domRootPerTest();
let updates: UpdateParams[];

const dataProvider = {
  getOne: async () => ({ data: structuredClone(stored) }),
  update: async (_resource: string, params: UpdateParams) => {
    updates.push(params);
    return { data: { ...stored, ...params.data } };
  },
} as unknown as DataProvider;

beforeEach(() => {
  updates = [];
});

it('ADM-FUN-007: editing a functionary sends the RUT its form shows read-only, with the changed name', async () => {
  await act(async () =>
    dom.root.render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="functionaries">
          <EditBase id={7} mutationMode="pessimistic" redirect={false}>
            <ResourceForm definition={functionaries} mode="edit" />
          </EditBase>
        </ResourceContextProvider>
      </AdminContext>,
    ),
  );
  const input = (name: string) => dom.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  await until(() => input('user.name')?.value === 'Ana Rojas');
  expect(input('rut')?.disabled).toBe(true);

  await act(async () => typeInto(input('user.name')!, 'Ana Rojas Soto'));
  const save = dom.host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  await until(() => !save.disabled);
  await act(async () => save.click());
  await until(() => updates.length === 1);

  const sent = updates[0]!.data as typeof stored;
  expect(sent.rut).toBe(stored.rut);
  expect(sent.user.name).toBe('Ana Rojas Soto');
  expect(sent.user.email).toBe(stored.user.email);
});
