/** Shipping agencies (AGN): list, management with lines and functionaries, the add-line panel, create/edit, block, resend, the AGN's own page. */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { allowApiError, expectFunctionariesOf, messageBar, tokenOf } from './support';

const confirm = async (page: import('@playwright/test').Page) =>
  page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();

test.describe('customer service', () => {
  test.use({ user: 'servicio' });

  test('ADM-AGN-002 ADM-AGN-003 ADM-AGN-005 ADM-AGN-006 ADM-LOP-004 ADM-AGN-007: list, search, management by login, add and remove a line', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Agencias navieras' }).click();
    await expect(page.locator('.RaDataTable-tbody tr').first()).toBeVisible();
    const agencies = (await (
      await page.request.get('/api/shippingAgent/list', { headers: { 'x-auth-token': await tokenOf(page) } })
    ).json()) as { user: { name: string } }[];
    const name = agencies[4]!.user.name;
    await page.locator('input[name="q"]').fill(name.slice(0, 12));
    await page.locator('.RaDataTable-tbody tr', { hasText: name }).getByTestId('row-preview').click();
    await expectNoAxeViolations(page, 'lista de agencias con detalle');
    await page.getByTestId('detail-panel').getByRole('link', { name: 'Ver ficha' }).click();
    await expect(page.getByTestId('record-title')).toContainText(`Agencia naviera: ${name}`);
    await expect(page).toHaveURL(/tab=lines/);
    await expect(page.getByTestId('lines-table')).toBeVisible();
    const before = await page.getByTestId('lines-table').locator('tbody tr').count();

    await page.getByTestId('add-line').click();
    await page.getByTestId('confirm-add-line').click();
    await expect(page.getByTestId('add-line-panel')).toContainText(
      'Debe seleccionar una línea operadora antes de agregar',
    );
    await page.getByRole('combobox', { name: 'Línea operadora' }).fill('ZIM');
    await page.getByRole('option', { name: /ZIM/ }).click();
    await expectNoAxeViolations(page, 'panel para agregar línea operadora');
    await page.getByTestId('confirm-add-line').click();
    await expect(messageBar(page)).toContainText('Línea Operadora agregado correctamente');
    await expect(page.getByTestId('lines-table').locator('tbody tr')).toHaveCount(before + 1);

    await page.getByRole('button', { name: /Eliminar ZIM Integrated/ }).click();
    await confirm(page);
    await expect(messageBar(page).last()).toContainText('Línea Operadora eliminada de la agencia correctamente');
    await expect(page.getByTestId('lines-table').locator('tbody tr')).toHaveCount(before);
    await page.getByRole('tab', { name: 'Funcionarios' }).click();
    await expectFunctionariesOf(
      page,
      decodeURIComponent(/\/(?:storekeepers|shippingAgents|deposits)\/([^/]+)\/show/.exec(page.url())![1]!),
      'No hay funcionarios disponibles.',
    );
    await expect(page.getByTestId('new-functionary')).toHaveCount(0);
    await expectNoAxeViolations(page, 'ficha de agencia, funcionarios');
  });

  test('ADM-AGN-005 ADM-LOP-003 ADM-AGN-008 ADM-AGN-009 ADM-AGN-012 ADM-AGN-014 ADM-AGN-016 ADM-AGN-017: create with the form rules, an empty lines tab, edit, block and resend', async ({
    page,
  }) => {
    await page.goto('/shippingAgents/create');
    await page.locator('input[name="id"]').fill('77.123.321-9');
    await page.locator('input[name="user.name"]').fill('Agencia Marítima Quintero S.A.');
    await page.locator('input[name="user.email"]').fill('contacto@quintero');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Rut inválido')).toBeVisible();
    await expect(page.getByText('Debe ser un Email válido')).toBeVisible();
    await expectNoAxeViolations(page, 'alta de agencia con errores');
    await page.locator('input[name="id"]').fill('77.123.321-K');
    await page.locator('input[name="user.email"]').fill('contacto@quintero.cl');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Agencia naviera agregada correctamente');
    await expect(messageBar(page)).toContainText('Se ha enviado la activación de la cuenta correctamente');
    await expect(page.getByTestId('record-title')).toContainText('Agencia Marítima Quintero S.A.');
    await page.goto('/shippingAgents/77123321-K/show?tab=lines');
    await expect(page.getByTestId('lines-empty')).toHaveText('No hay líneas para ésta Agencia');

    await page.getByRole('link', { name: 'Modificar' }).click();
    await expect(page.locator('input[name="id"]')).toBeDisabled();
    // The e-mail input takes at most 60 characters (D1 §9; the mock refuses more, tests/mock/fieldLimits.test.ts).
    await page.locator('input[name="opEmail"]').fill('x'.repeat(55) + '@op.cl');
    await expect(page.locator('input[name="opEmail"]')).toHaveValue('x'.repeat(55) + '@op.c');
    await page.locator('input[name="opEmail"]').fill('operaciones@quintero.cl');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Agencia naviera modificada correctamente');
    await page.reload();
    await expect(page.locator('[data-field="opEmail"]')).toContainText('operaciones@quintero.cl');

    await page.getByTestId('action-block').click();
    await confirm(page);
    await expect(messageBar(page).last()).toContainText('Agencia naviera bloqueada correctamente!');
    await expect(page.getByTestId('action-block')).toHaveText('Desbloquear');
    await page.getByTestId('action-block').click();
    await confirm(page);
    await expect(messageBar(page).last()).toContainText('Agencia naviera desbloqueada correctamente!');
    await page.getByTestId('action-resendActivation').click();
    await confirm(page);
    await expect(messageBar(page).last()).toContainText('Se ha reenviado la activación de la cuenta correctamente');
  });
});

test.describe('the agency itself', () => {
  test.use({ user: 'agn' });

  test('ADM-AGN-004 ADM-AGN-001 ADM-AGN-018: an AGN sees only its own page, reads its lines and adds functionaries', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/shippingAgents\/\d{7,8}-[\dK]\/show$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Agencias navieras' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Modificar' })).toHaveCount(0);
    await expect(page.getByTestId('action-block')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Líneas operadoras' }).click();
    await expect(page.getByTestId('lines-table')).toContainText('Mediterranean Shipping Company');
    await expect(page.getByTestId('add-line')).toHaveCount(0);
    await expectNoAxeViolations(page, 'página propia de la agencia');
    await page.getByRole('tab', { name: 'Funcionarios' }).click();
    await expect(page.getByTestId('new-functionary')).toBeVisible();
    const other = await page.request.get('/api/shippingAgent/getbylogin/perfil', {
      headers: { 'x-auth-token': await tokenOf(page) },
    });
    expect(other.status()).toBe(403);
    // react-admin may fire the denied screen's data call once while it redirects (a race: sometimes it does not).
    allowApiError(page, /^\/api\/shippingAgent\/list$/, 403);
    await page.goto('/shippingAgents');
    await expect(page).toHaveURL(/\/accessdenied$/);
  });
});
