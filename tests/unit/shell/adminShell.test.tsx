// @vitest-environment jsdom
/**
 * ADM-SHELL-001: the administration shell (/administration and its legacy paths) is for D1 §2's
 * thirteen roles; anyone else is denied. Driven through the console's own redirect component.
 */
import { act } from 'react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegacyRedirect } from '../../../src/custom/access/redirects';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const SHELL_ROLES = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_AGA',
  'ROLE_FINANCIAL',
  'ROLE_OPERATOR',
  'ROLE_STOREKEEPER',
  'ROLE_TERRESTRIAL',
  'ROLE_TRUCKINGCO',
  'ROLE_DOCUMENTARY',
  'ROLE_SHIPPINGCO',
  'ROLE_AGA_AUTOS',
  'ROLE_AGN',
  'ROLE_AGA_DEPOSIT',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
];
const OTHER_ROLES = ['ROLE_GATE', 'ROLE_FUNCTIONARY', 'ROLE_FUNCIONARIO_AGN', 'ROLE_CLIENT'];

const Where = () => <p data-testid="at">{useLocation().pathname}</p>;

async function landingOf(role: string): Promise<string> {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'u', roles: [role] }),
    getPermissions: async () => [role],
  };
  await act(async () =>
    dom.root.render(
      <MemoryRouter key={role} initialEntries={['/administration/lineOperator']}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/administration/*" element={<LegacyRedirect />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 50 && !dom.host.querySelector('[data-testid="at"]'); i++)
    await act(() => new Promise((r) => setTimeout(r, 10)));
  return dom.host.querySelector('[data-testid="at"]')?.textContent ?? '(none)';
}

describe('administration shell', () => {
  it('ADM-SHELL-001: each of the 13 shell roles reaches an administration path; other roles are denied', async () => {
    for (const role of SHELL_ROLES) expect(await landingOf(role), role).toBe('/lineOperators');
    for (const role of OTHER_ROLES) expect(await landingOf(role), role).toBe('/accessdenied');
  });
});
