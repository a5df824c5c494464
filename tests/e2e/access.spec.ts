import { expect, test } from '@playwright/test';
import { login, tokenOf } from './support';

test('ADM-AGA-002 ROLE-002: a role without access sees no Agentes entry, the URL shows no data and the API answers 403', async ({ page, request }) => {
  await login(page, 'gate');
  await expect(page.getByRole('menuitem', { name: 'Agentes' })).toHaveCount(0);
  await expect(page.getByText('Administración')).toHaveCount(0);

  await page.goto('/agents');
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(0);
  await expect(page.getByTestId('detail-panel')).toHaveCount(0);

  const token = await tokenOf(page);
  expect(token).not.toBe('');
  const response = await request.get('/api/agent/list', { headers: { 'x-auth-token': token } });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.code).toBe('403');
  expect(typeof body.message).toBe('string');
});

test('ERR-008: without a token the API answers 401 {code, message}', async ({ request }) => {
  const response = await request.get('/api/agent/list');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: '401' });
});

test('ACC-027 ERR-014: a valid route whose record does not exist shows "Pagina no encontrada." with a back link', async ({ page }) => {
  await login(page, 'servicio');
  await page.goto('/agents');
  await page.goto('/agents/99999999-9/show');
  await expect(page.getByTestId('not-found')).toContainText('Pagina no encontrada.');
  await page.getByTestId('not-found').getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/agents(\?.*)?$/);
  await page.goto('/agents/99999999-9');
  await expect(page.getByTestId('not-found')).toContainText('Pagina no encontrada.');
});
