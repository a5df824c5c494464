import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { allowApiError, tokenOf } from './support';

test.describe('as gate', () => {
  test.use({ user: 'gate' });

  test('ADM-AGA-002 ROLE-002: a role without access sees no Agentes entry, the URL shows no data and the API answers 403', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/gate$/);
    await expect(page.getByTestId('side-navigation').getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agentes' })).toHaveCount(0);
    await expect(page.getByTestId('side-navigation').getByText('Administración')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // react-admin may fire the denied screen's data call once while it redirects (a race: sometimes it does not).
    allowApiError(page, /^\/api\/agent\/list$/, 403);
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/accessdenied$/);
    await expect(page.locator('.RaDataTable-tbody tr')).toHaveCount(0);
    await expect(page.getByTestId('detail-panel')).toHaveCount(0);

    const token = await tokenOf(page);
    expect(token).not.toBe('');
    const response = await request.get('/api/agent/list', { headers: { 'x-auth-token': token } });
    expect(response.status()).toBe(403);
    const body = await response.json();
    expect(body.code).toBe('403');
    expect(typeof body.message).toBe('string');
  });
});

test('without a token the API answers 401 {code, message}', async ({ request }) => {
  const response = await request.get('/api/agent/list');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: '401' });
});

test.describe('as customer service', () => {
  test.use({ user: 'servicio' });

  test('ACC-027 ERR-014: a valid route whose record does not exist shows "Pagina no encontrada." with a back link', async ({
    page,
  }) => {
    await page.goto('/agents');
    await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
    await page.goto('/agents/99999999-9/show');
    await expect(page.getByTestId('not-found')).toContainText('Pagina no encontrada.');
    await expectNoAxeViolations(page);
    await page.getByTestId('not-found').getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/agents(\?.*)?$/);
    await page.goto('/agents/99999999-9');
    await expect(page.getByTestId('not-found')).toContainText('Pagina no encontrada.');
  });
});
