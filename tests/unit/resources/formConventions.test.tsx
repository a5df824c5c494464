// @vitest-environment jsdom
/**
 * Every generated form follows the same conventions: a field the schema requires now carries the
 * label's asterisk (a conditional one only while its rule applies); the one RUT input formats as
 * typed and stops at 12 characters; a text input near its D1 §9 limit counts, and at the limit says so.
 */
import { act } from 'react';
import { AdminContext, CreateBase, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { expect, it } from 'vitest';
import { agents } from '../../../src/resources/agents';
import { ResourceForm } from '../../../src/resources/framework/ResourceForm';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
  getPermissions: async () => ['ROLE_CUSTOMER_SERVICE'],
};

const dom = domRootPerTest();

async function agentCreateForm() {
  await act(async () =>
    dom.root.render(
      <AdminContext dataProvider={{} as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="agents">
          <CreateBase redirect={false}>
            <ResourceForm definition={agents} mode="create" />
          </CreateBase>
        </ResourceContextProvider>
      </AdminContext>,
    ),
  );
  await until(() => input('name') !== null);
}

const input = (name: string) =>
  dom.host.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`);
/** The label of a field's form control, and whether it carries the required asterisk. */
const control = (name: string) => input(name)?.closest('.MuiFormControl-root');
/** The label (a select's is not a <label>) ends with the asterisk; a field with no control on screen is a failure, not 'unmarked'. */
const marked = (name: string) => {
  const label = control(name)?.querySelector('.MuiFormLabel-root');
  if (!label) throw new Error(`no label for ${name}`);
  return label.textContent!.trim().endsWith('*');
};
const helper = (name: string) => control(name)?.querySelector('.MuiFormHelperText-root')?.textContent?.trim();

it('the labels of the fields the schema requires carry the asterisk, and a conditional one only while it applies', async () => {
  await agentCreateForm();
  expect(['id', 'name', 'user.email'].map(marked)).toEqual([true, true, true]);
  // Optional fields of the same form carry none.
  expect(['emailGuiaDespacho', 'contactInfo.contactName', 'notes'].map(marked)).toEqual([false, false, false]);
  // The agent type is required unless the agent is a vehicle agent.
  expect(marked('role')).toBe(true);
  await act(async () => input('isAgentCar')!.click());
  await until(() => !marked('role'));
  // The customs code is then required (a vehicle agent needs one).
  expect(marked('codigoAduana')).toBe(true);
});

it('the RUT input formats as typed, keeps digits and K only, and stops at 12 characters', async () => {
  await agentCreateForm();
  const rut = input('id')!;
  expect(rut.maxLength).toBe(12);
  await act(async () => typeInto(rut, '76086428k'));
  await until(() => input('id')!.value === '76.086.428-K');
  await act(async () => typeInto(input('id')!, '7.60a86'));
  await until(() => input('id')!.value === '7.608-6');
});

it('a name near its 80-character limit counts the characters, and at the limit names it', async () => {
  await agentCreateForm();
  expect(input('name')!.maxLength).toBe(80);
  await act(async () => typeInto(input('name')!, 'A'.repeat(70)));
  await until(() => helper('name') === '70 de 80 caracteres');
  await act(async () => typeInto(input('name')!, 'A'.repeat(80)));
  await until(() => helper('name') === 'Máximo 80 caracteres');
  await act(async () => typeInto(input('name')!, 'Agencia'));
  await until(() => helper('name') === '');
});

it('the inputs leave no stray props on the page (react-admin 5 on MUI 9: patches/ra-ui-materialui)', async () => {
  await agentCreateForm();
  // A text field's legacy InputProps and a switch's inputRef used to land on the DOM as attributes.
  expect(dom.host.querySelectorAll('.MuiTextField-root').length).toBeGreaterThan(3);
  expect(dom.host.querySelector('input[type="checkbox"]')).not.toBeNull();
  expect(dom.host.querySelectorAll('[inputprops], [inputref]')).toHaveLength(0);
});
