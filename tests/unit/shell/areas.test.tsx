// @vitest-environment jsdom
/** Operational areas: their menu entries follow the permissions table, and their route admits only their roles. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { areaRoutes } from '../../../src/custom/areas/areaRoutes';
import { areas } from '../../../src/custom/areas/registry';
import { defineArea } from '../../../src/custom/areas/types';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { PERMISSIONS } from '../../../src/domain/permissions';

const area = defineArea({
  path: 'muelle',
  permission: 'testArea',
  label: 'Muelle de prueba',
  menuGroup: 'operations',
  screens: async () => ({ default: () => <p>pantallas del muelle</p> }),
});
PERMISSIONS.testArea = { menu: ['ROLE_OPERATOR'], list: ['ROLE_OPERATOR'] };
(areas as typeof area[]).push(area);

const mounted: { root: Root; host: HTMLDivElement }[] = [];
afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
});

const authAs = (roles: string[]): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined,
  checkError: async () => undefined, getPermissions: async () => roles,
  getIdentity: async () => ({ id: 'demo', roles }),
});

/** Opens /muelle/visitas in a fresh app as a user with these roles; the text shown. */
async function open(roles: string[]) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={['/muelle/visitas']}>
        <CoreAdminContext authProvider={authAs(roles)}>
          <Routes>
            {areaRoutes([area])}
            <Route path="/accessdenied" element={<p>acceso denegado</p>} />
          </Routes>
        </CoreAdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 20 && !/muelle|denegado/.test(host.textContent ?? ''); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  return host.textContent;
}

describe('operational areas', () => {
  it('ROLE-003: an area has a menu entry, in the operations group, only for the roles of its permissions row', () => {
    expect(menuEntries(['ROLE_OPERATOR'])).toContainEqual({ to: '/muelle', label: 'Muelle de prueba', icon: 'record', group: 'operations' });
    expect(menuEntries(['ROLE_GATE']).map((e) => e.to)).not.toContain('/muelle');
  });

  it('ROLE-002: the area’s screens open for its roles; any other role lands on the access-denied page', async () => {
    expect(await open(['ROLE_OPERATOR'])).toBe('pantallas del muelle');
    expect(await open(['ROLE_GATE'])).toBe('acceso denegado');
  });
});
