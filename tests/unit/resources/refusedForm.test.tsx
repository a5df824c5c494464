// @vitest-environment jsdom
/**
 * A refused form moves to its first invalid field in document order (a text input, a select's
 * combobox, a radio group) and says how many need attention; a re-submit with the same errors moves
 * again; a valid submit says nothing, and the count goes once the fields are valid. A generated
 * (react-admin) form does the same on a refused save.
 */
import { MenuItem, Radio, RadioGroup, TextField, FormControlLabel } from '@mui/material';
import { act, useState, type FormEvent } from 'react';
import { AdminContext, CreateBase, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { expect, it } from 'vitest';
import { agents } from '../../../src/resources/agents';
import { ResourceForm } from '../../../src/resources/framework/ResourceForm';
import { i18nProvider } from '../../../src/resources/i18n';
import { RefusedFormNotice, useRefusedForm } from '../../../src/resources/framework/refusal/RefusedFormNotice';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';

const dom = domRootPerTest();

type Errors = Partial<Record<'kind' | 'name' | 'way' | 'note', string>>;

/** Fields in document order: a select, a text input, a radio group, a text input; all required. */
const Sample = () => {
  const [values, setValues] = useState({ kind: '', name: '', way: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(0);
  const refusal = useRefusedForm();
  const set = (k: keyof typeof values) => (v: string) => setValues((x) => ({ ...x, [k]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => !v)
        .map(([k]) => [k, 'Requerido']),
    ) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      refusal.refuse();
      return;
    }
    setSent((n) => n + 1);
  };
  return (
    <form onSubmit={submit} noValidate data-sent={sent}>
      <TextField
        select
        id="kind"
        label="Tipo"
        value={values.kind}
        onChange={(e) => set('kind')(e.target.value)}
        error={Boolean(errors.kind)}
        helperText={errors.kind}
      >
        <MenuItem value="a">A</MenuItem>
      </TextField>
      <TextField
        id="name"
        label="Nombre"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <RadioGroup
        aria-label="Vía"
        aria-invalid={errors.way ? true : undefined}
        value={values.way}
        onChange={(e) => set('way')(e.target.value)}
      >
        <FormControlLabel value="x" control={<Radio id="way-x" />} label="X" />
        <FormControlLabel value="y" control={<Radio id="way-y" />} label="Y" />
      </RadioGroup>
      <TextField
        id="note"
        label="Nota"
        value={values.note}
        onChange={(e) => set('note')(e.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
      />
      <button type="submit">Enviar</button>
      <RefusedFormNotice refusal={refusal} />
    </form>
  );
};

const $ = <T extends HTMLElement>(selector: string) => dom.host.querySelector<T>(selector)!;
const notice = () => $('[data-testid="form-refused"]').textContent;
const submit = () => act(async () => $('button[type="submit"]').click());
const combobox = () => $('#kind');
const radio = (id: string) => $<HTMLInputElement>(`#${id}`);

async function render() {
  await act(async () => dom.root.render(<Sample />));
}

it('a refused form focuses its first invalid field in document order and counts the fields (plural)', async () => {
  await render();
  expect(notice()).toBe('');
  await submit();
  await until(() => document.activeElement === combobox());
  expect(combobox().getAttribute('aria-invalid')).toBe('true');
  expect(notice()).toBe('4 campos requieren atención');
  expect($('[data-testid="form-refused"]').getAttribute('role')).toBe('status');
});

it('with one field left the count is singular, and a group takes the focus on its first control', async () => {
  await render();
  await submit();
  await act(async () => {
    // Fill all but the radio group: the select by its native input, the texts by typing.
    typeInto($<HTMLInputElement>('#name'), 'Ana');
    typeInto($<HTMLInputElement>('#note'), 'Nota');
  });
  await act(async () => {
    const native = $<HTMLInputElement>('input.MuiSelect-nativeInput');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(native, 'a');
    native.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await submit();
  await until(() => document.activeElement === radio('way-x'));
  expect(notice()).toBe('1 campo requiere atención');
});

it('a re-submit with the same errors moves to the first invalid field again', async () => {
  await render();
  await submit();
  await until(() => document.activeElement === combobox());
  act(() => $<HTMLInputElement>('#note').focus());
  expect(document.activeElement).toBe($('#note'));
  await submit();
  await until(() => document.activeElement === combobox());
  expect(notice()).toBe('4 campos requieren atención');
});

it('a valid submit announces nothing, and the count goes once the form is valid', async () => {
  await render();
  await submit();
  await until(() => notice() === '4 campos requieren atención');
  await act(async () => {
    typeInto($<HTMLInputElement>('#name'), 'Ana');
    typeInto($<HTMLInputElement>('#note'), 'Nota');
    radio('way-y').click();
    const native = $<HTMLInputElement>('input.MuiSelect-nativeInput');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(native, 'a');
    native.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const before = document.activeElement;
  await submit();
  await until(() => $('form').getAttribute('data-sent') === '1');
  await until(() => notice() === '');
  expect(document.activeElement).toBe(before);
  // Valid from the start: nothing is said or moved.
  await submit();
  await until(() => $('form').getAttribute('data-sent') === '2');
  expect(notice()).toBe('');
});

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
  getPermissions: async () => ['ROLE_CUSTOMER_SERVICE'],
};

it('a generated create form refused on save focuses its first invalid field in document order and counts them', async () => {
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
  await until(() => dom.host.querySelector('input[name="id"]') !== null);
  const save = () => act(async () => dom.host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await save();
  await until(() => notice() !== '');
  const marked = [...dom.host.querySelectorAll<HTMLElement>('form [aria-invalid="true"]:not([aria-hidden="true"])')];
  expect(marked.length).toBeGreaterThan(1);
  expect(notice()).toBe(`${marked.length} campos requieren atención`);
  // The RUT comes first on the page.
  expect(document.activeElement).toBe(dom.host.querySelector('input[name="id"]'));
  // Saving again with the same errors moves back to it.
  act(() => dom.host.querySelector<HTMLInputElement>('input[name="name"]')!.focus());
  await save();
  await until(() => document.activeElement === dom.host.querySelector('input[name="id"]'));
});
