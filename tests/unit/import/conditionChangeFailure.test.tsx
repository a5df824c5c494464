// @vitest-environment jsdom
/**
 * IMP-079: a refused condition change shows the server's message in the message bar ('message - code').
 * The real mock refuses it: the unit is loaded while the change is allowed, then another user of the
 * same agent (its functionary) changes the condition first, and the agent's confirmation arrives late.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CoreAdminContext, useNotificationContext, type AuthProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalDemo } from '../../mock/terminal/demo';
import { startMock, type Mock } from '../../mock/helpers';
import { ConditionChangeButton } from '../../../src/custom/import/ConditionChangeButton';
import { importApi, type ImportUnit } from '../../../src/custom/terminal/api/importApi';
import { ImportUnitContext } from '../../../src/custom/import/importUnit';
import { i18nProvider } from '../../../src/resources/i18n';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { setApiRoot } from '../../../src/providers/config';
import { clearSession, saveSession } from '../../../src/providers/session';

// jsdom's AbortSignal is not the one Node's fetch accepts: the console's calls go out without it here.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => nodeFetch(input, { ...init, signal: undefined });

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['ROLE_AGA', 'ROLE_AGA_AGA'],
};

let mock: Mock;
let host: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  mock = await startMock();
  setApiRoot(mock.url);
  saveSession({ token: await mock.login('aga'), expires: Date.now() + 3_600_000 });
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterAll(async () => {
  act(() => root.unmount());
  host.remove();
  clearSession();
  setApiRoot('');
  await mock?.dispose();
});

/** The message bar's texts, as react-admin's notification queue holds them. */
const Bar = () => (
  <ul data-testid="bar">
    {useNotificationContext().notifications.map((n, i) => (
      <li key={i}>{String(n.message)}</li>
    ))}
  </ul>
);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).toBe(true);
};

describe('condition change failure', () => {
  it("IMP-079: the server's refusal reaches the message bar as 'message - code'", async () => {
    const { units } = await terminalDemo();
    const nbr = units.agaDirectPassed; // DIRECTO, in the yard, its appointment passed: the change is allowed.
    const unit: ImportUnit = await importApi.unit(nbr);
    expect(unit.actions).toContain('changeCondition');

    await act(async () =>
      root.render(
        <CoreAdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <ImportUnitContext.Provider value={{ unit, op: undefined, opPending: false, refresh: async () => undefined }}>
            <ConditionChangeButton roles={['ROLE_AGA', 'ROLE_AGA_AGA']} />
            <Bar />
          </ImportUnitContext.Provider>
        </CoreAdminContext>,
      ),
    );
    const button = host.querySelector<HTMLButtonElement>('[data-testid="change-condition"]');
    expect(button?.disabled).toBe(false);

    // Meanwhile the agent's functionary makes the change: the unit is INDIRECTO now.
    const funcionario = await mock.as('funcionario');
    expect((await funcionario('GET', `/api/import/changeCondition/${nbr}`)).status).toBe(200);

    await act(async () => button!.click());
    const accept = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="confirm-dialog"] button')].find(
      (b) => b.textContent === 'Aceptar',
    );
    await act(async () => accept!.click());
    const bar = () => host.querySelector('[data-testid="bar"]')!.textContent ?? '';
    await until(() => bar() !== '');
    expect(bar()).toBe(`${operationsMessages.refusals.conditionChange} - 409`);
  });
});
