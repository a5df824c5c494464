/**
 * Route access: access denied, landing pages by role, unknown URLs (DECISIONS Q01) and the legacy
 * administration paths (DECISIONS Q11).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { allowApiError, messageBar, PASSWORD, tokenOf } from './support';

async function firstId(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { 'x-auth-token': await tokenOf(page) } });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { id: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0].id;
}

test.describe('Access denied', () => {
  test.use({ user: 'gate' });

  test('ACC-024 ACC-025: a user without the role for a route is sent to /accessdenied, with a way to their landing page', async ({
    page,
  }) => {
    // react-admin may fire the denied screen's data call once while it redirects (a race: sometimes it does not).
    allowApiError(page, /^\/api\/agent\/list$/, 403);
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/accessdenied$/);
    const denied = page.getByTestId('access-denied');
    await expect(denied.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    await expect(denied).toContainText('no tiene permisos para ver esta página');
    await expect(page.locator('.RaDataTable-tbody tr')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The page already says it: no 403 in the message bar on top of it, once every call is answered.
    await page.waitForLoadState('networkidle');
    await expect(messageBar(page)).toHaveCount(0);
    await denied.getByRole('link', { name: 'Ir a mi página de inicio' }).click();
    await expect(page).toHaveURL(/\/gate$/);
    // A record route and a create route are denied as well (each role's landing: tests/unit/access/landing.test.ts).
    await page.goto('/storekeepers/create');
    await expect(page).toHaveURL(/\/accessdenied$/);
    allowApiError(page, /^\/api\/lineOperator\/MSC$/, 403);
    await page.goto('/lineOperators/MSC/show');
    await expect(page).toHaveURL(/\/accessdenied$/);
  });
});

test.describe('Landing pages and unknown URLs', () => {
  test("ADM-SHELL-002 ACC-026 ADM-SHELL-001 DECISIONS Q01 ADM-SHELL-003 Q11 ADM-SHELL-004 ADM-AGN-004: each role's landing from /, /administration and unknown URLs", async ({
    page,
    signInAs,
  }) => {
    // Four roles' landings: more than one test's time.
    test.slow();
    // ADM-SHELL-002 ACC-026: customer service lands on the agents from /, /administration and an unknown URL.
    await signInAs('servicio');
    for (const path of ['/', '/administration', '/no/existe/esta/ruta?x=1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/agents$/);
    }

    // ACC-026 ADM-SHELL-001 Q01: roles without an administration landing go to /inicio; the shell itself is not theirs.
    await signInAs('operadorautos');
    await page.goto('/');
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/esto-no-existe');
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/administration');
    await expect(page).toHaveURL(/\/accessdenied$/);

    // ADM-SHELL-003 Q11: an AGA lands on the functionary list of its own login.
    await signInAs('aga2');
    await page.goto('/administration');
    await expect(page).toHaveURL(/\/functionaries$/);
    await expect(
      page.locator('.RaDataTable-tbody tr').first().or(page.getByText('No hay funcionarios disponibles.')),
    ).toBeVisible();

    // ADM-SHELL-004 ADM-AGN-004: an AGN lands on its own shipping-agency page, by login, then at the agency's own URL (its RUT).
    await signInAs('agn');
    await page.goto('/');
    await expect(page).toHaveURL(/\/shippingAgents\/\d{7,8}-[\dK]\/show$/);
    await expect(page.getByTestId('record-title')).toContainText('Agencia naviera:');
  });
});

test.describe('Legacy administration paths (DECISIONS Q11)', () => {
  test.use({ user: 'servicio' });

  // The table itself (every legacy path and its new one) is checked in vitest (tests/unit/access/legacyRoutes.test.ts).
  test('ADM-AGA-003 ADM-AGA-008 ADM-STK-006 ACC-026 ACC-023: the agent management path opens the truckings tab; a legacy edit path opens the new edit screen; a path without a row goes to the landing page; a legacy link opened while logged out lands on the new screen after login', async ({
    page,
  }) => {
    await page.goto('/');
    const id = await firstId(page, '/api/agent/list');
    const storekeeper = await firstId(page, '/api/storekeeper/list');
    // ADM-AGA-003: /administration/agent/management/{id} opens the agent on the truckings tab.
    await page.goto(`/administration/agent/management/${id}`);
    await expect(page).toHaveURL(`/agents/${encodeURIComponent(id)}/show?tab=truckings`);
    await expect(page.getByTestId('record-title')).toBeVisible();
    await page.goto(`/administration/agent/management/${id}?tab=functionaries`);
    await expect(page).toHaveURL(`/agents/${encodeURIComponent(id)}/show?tab=functionaries`);

    // ADM-AGA-008 ADM-STK-006 ACC-026: legacy edit paths, and one without a row.
    await page.goto(`/administration/agent/edit/${id}`);
    await expect(page).toHaveURL(`/agents/${encodeURIComponent(id)}`);
    await expect(page.locator('form')).toBeVisible();
    await page.goto(`/administration/storekeeper/edit/${storekeeper}`);
    await expect(page).toHaveURL(`/storekeepers/${encodeURIComponent(storekeeper)}`);
    await expect(page.locator('form')).toBeVisible();
    await page.goto('/administration/sinFila/123');
    await expect(page).toHaveURL('/agents');

    // ACC-023 ADM-AGA-003: logged out, the legacy link waits for the login, then opens the new screen.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/administration/agent/management/${id}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('input[name="username"]').fill('servicio');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`/agents/${encodeURIComponent(id)}/show?tab=truckings`);
  });
});
