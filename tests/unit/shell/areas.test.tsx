// @vitest-environment jsdom
/**
 * Adding a console area for real: a throwaway area's manifest (path, menu entry and label,
 * permission rows with an action of its own, texts, a legacy redirect) and its registry line, made
 * here at run time — and the console shows its menu entry to its roles only, opens its screens with
 * their texts loaded, sends other roles to the access-denied page and redirects its legacy path.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CoreAdminContext, useTranslate } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { areaRoutes } from '../../../src/custom/areas/areaRoutes';
import { composeAreas } from '../../../src/custom/areas/composeAreas';
import { seg } from '../../../src/custom/areas/legacyPaths';
import { areas } from '../../../src/custom/areas/registry';
import { defineArea, type AreaDefinition } from '../../../src/custom/areas/types';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { authAs } from '../../support/stubbedAdmin';

const DockScreens = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <p>
      {translate('app.dock.title')} {pathname}
    </p>
  );
};

const area = defineArea({
  path: 'muelle',
  permission: 'testArea',
  label: 'Muelle de prueba',
  menuGroup: 'operations',
  permissions: {
    testArea: { menu: ['ROLE_OPERATOR'], list: ['ROLE_OPERATOR', 'ROLE_GATE_AUTOS'], moor: ['ROLE_OPERATOR'] },
  },
  messages: async () => ({ dock: { title: 'Atraques del muelle' } }),
  screens: async () => ({ default: DockScreens }),
  legacyRoutes: [['/muelleantiguo/atraque/:id', ({ id }) => `/muelle/atraques/${seg(id)}`]],
});
// The registry line a developer writes, at run time.
(areas as AreaDefinition[]).push(...composeAreas([area]));

const mounted: { root: Root; host: HTMLDivElement }[] = [];
afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
});

/** Opens `url` in a fresh app (the registry's areas) as a user with these roles; the text shown. */
async function open(roles: string[], url = '/muelle/atraques') {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <CoreAdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider}>
          <Routes>
            {areaRoutes(areas)}
            <Route path="/accessdenied" element={<p>acceso denegado</p>} />
          </Routes>
        </CoreAdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 30 && !/Atraques|denegado/.test(host.textContent ?? ''); i++)
    await act(() => new Promise((r) => setTimeout(r, 10)));
  return host.textContent;
}

describe('operational areas', () => {
  it('ROLE-003: an area has a menu entry with its label, in the operations group, only for the roles of its permissions row', () => {
    expect(menuEntries(['ROLE_OPERATOR'])).toContainEqual({
      to: '/muelle',
      label: 'Muelle de prueba',
      icon: 'record',
      group: 'operations',
    });
    expect(menuEntries(['ROLE_GATE']).map((e) => e.to)).not.toContain('/muelle');
    // The route admits a role with 'list' but no menu entry; the area's own action joins the one table.
    expect(menuEntries(['ROLE_GATE_AUTOS']).map((e) => e.to)).not.toContain('/muelle');
    expect([can(['ROLE_OPERATOR'], 'testArea', 'moor'), can(['ROLE_GATE_AUTOS'], 'testArea', 'moor')]).toEqual([
      true,
      false,
    ]);
  });

  it('ROLE-002: the area’s screens open, with their texts, for its roles; any other role lands on the access-denied page', async () => {
    expect(await open(['ROLE_OPERATOR'])).toBe('Atraques del muelle /muelle/atraques');
    expect(await open(['ROLE_GATE_AUTOS'])).toBe('Atraques del muelle /muelle/atraques');
    expect(await open(['ROLE_GATE'])).toBe('acceso denegado');
  });

  it('the area’s legacy path redirects to its new URL', async () => {
    expect(await open(['ROLE_OPERATOR'], '/muelleantiguo/atraque/A%2012')).toBe(
      'Atraques del muelle /muelle/atraques/A%2012',
    );
  });

  it('a second area cannot take a permission row another area declared', () => {
    expect(() => composeAreas([{ ...area, path: 'otro', permissions: { testArea: { list: ['ROLE_GATE'] } } }])).toThrow(
      /testArea/,
    );
  });
});
