/** Functionaries: the owners' list (their landing), management, block, resend, edit rules, create and delete; role-dependent fields. */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { allowApiError, messageBar, tokenOf } from './support';

const accept = (page: import('@playwright/test').Page) =>
  page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();

test.describe('an AGA', () => {
  test.use({ user: 'aga' });

  test('ADM-FUN-020 ADM-FUN-002 ADM-FUN-005 ADM-FUN-013 ADM-FUN-016 ADM-FUN-017 ADM-FUN-019 ADM-FUN-007: own list, management, block/unblock, resend, an invalid edit, a valid edit that survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/functionaries$/);
    const rows = page.locator('.RaDataTable-tbody tr');
    await expect(rows).toHaveCount(3);

    // ADM-FUN-020: a trucking company for its own agent, from the functionary area.
    const headers = { 'x-auth-token': await tokenOf(page) };
    const linked = new Set(
      (
        (await (await page.request.get('/api/truckingcompany/truckingcobyaga/aga', { headers })).json()) as {
          id: string;
        }[]
      ).map((t) => t.id),
    );
    const free = (
      (await (await page.request.get('/api/truckingcompany/searchall', { headers })).json()) as {
        id: string;
        name: string;
      }[]
    ).find((t) => !linked.has(t.id))!;
    await page.getByTestId('add-trucking').click();
    const panel = page.getByTestId('add-trucking-panel');
    await panel.getByRole('combobox').fill(free.name);
    await page.getByRole('option', { name: new RegExp(free.name) }).click();
    await expectNoAxeViolations(page, 'agregar transportista desde funcionarios');
    await panel.getByTestId('confirm-add-trucking').click();
    await expect(messageBar(page)).toContainText('Transportista agregado correctamente');
    await expect(panel).toBeHidden();
    const after = (await (await page.request.get('/api/truckingcompany/truckingcobyaga/aga', { headers })).json()) as {
      id: string;
    }[];
    expect(after.map((t) => t.id)).toContain(free.id);

    // One that is no demo account's (their e-mails stay as documented).
    const mine = (await (
      await page.request.get('/api/functionary/getByOwner/aga', { headers: { 'x-auth-token': await tokenOf(page) } })
    ).json()) as { user: { login: string; name: string } }[];
    const target = mine.find((f) => f.user.login !== 'funcionario' && f.user.login !== 'vencido')!;
    await page.locator('input[name="q"]').fill(target.user.name.slice(0, 8));
    // The search applies 500 ms after typing: the row is picked from the filtered list.
    await expect(page).toHaveURL(/filter=/);
    await rows.filter({ hasText: target.user.name }).getByTestId('row-preview').click();
    await expectNoAxeViolations(page, 'funcionarios del agente');
    await page.getByTestId('detail-panel').getByRole('link', { name: 'Ver ficha' }).click();
    await expect(page.getByTestId('record-title')).toContainText('Funcionario:');
    await expect(page.locator('[data-field="carnetNumber"]')).toBeVisible();
    await expect(page.locator('[data-field="agentName"]')).toBeVisible();
    await expectNoAxeViolations(page, 'ficha de funcionario');

    const block = page.getByTestId('action-block');
    const first = (await block.textContent()) ?? '';
    await block.click();
    await accept(page);
    await expect(messageBar(page).last()).toContainText(
      first === 'Bloquear' ? 'Funcionario bloqueado correctamente!' : 'Funcionario desbloqueado correctamente!',
    );
    await block.click();
    await accept(page);
    await expect(messageBar(page).last()).toContainText(
      first === 'Bloquear' ? 'Funcionario desbloqueado correctamente!' : 'Funcionario bloqueado correctamente!',
    );
    await page.getByTestId('action-resendActivation').click();
    await accept(page);
    await expect(messageBar(page).last()).toContainText('Se ha reenviado la activación de la cuenta correctamente');

    await page.getByRole('link', { name: 'Modificar' }).click();
    await expect(page.locator('input[name="rut"]')).toBeDisabled();
    await page.locator('input[name="user.email"]').fill('correo-sin-arroba');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe ser un Email válido')).toBeVisible();
    await page.locator('input[name="user.email"]').fill('nuevo.correo@agente.cl');
    await page.locator('input[name="cellNumber"]').fill('56955556666');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page).last()).toContainText('Funcionario modificado correctamente');
    await page.reload();
    await expect(page.locator('[data-field="user.email"]')).toContainText('nuevo.correo@agente.cl');
    await expect(page.locator('[data-field="cellNumber"]')).toContainText('56955556666');
  });
});

test.describe('an AGA without functionaries', () => {
  test.use({ user: 'aga2' });

  test('ADM-FUN-004 ADM-FUN-006 ADM-AGA-046 ADM-FUN-009 ADM-FUN-010 ADM-FUN-014 ADM-FUN-018: empty list, create with the rules, delete', async ({
    page,
  }) => {
    await page.goto('/functionaries');
    await expect(page.getByText('No hay funcionarios disponibles.')).toBeVisible();
    await expectNoAxeViolations(page, 'lista vacía de funcionarios');
    await page.goto('/functionaries/create');
    await expect(page.locator('input[name="carnetNumber"]')).toBeVisible();
    await expect(page.locator('input[name="deposit"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    await page.locator('input[name="rut"]').fill('15.678.903-9');
    await page.locator('input[name="user.name"]').fill('Rosa Espinoza Tapia');
    await page.locator('input[name="user.email"]').fill('rosa.espinoza@agente.cl');
    await page.locator('input[name="cellNumber"]').fill('+56 9');
    await page.locator('input[name="carnetNumber"]').fill('987654321');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Rut inválido')).toBeVisible();
    await expect(page.getByText('Debe ser un número')).toBeVisible();
    await expectNoAxeViolations(page, 'alta de funcionario con errores');
    await page.locator('input[name="rut"]').fill('15.678.903-8');
    await page.locator('input[name="cellNumber"]').fill('56911223344');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Funcionario agregado correctamente');
    await expect(page.locator('[data-field="carnetNumber"]')).toContainText('987654321');
    await page.getByTestId('delete-record').click();
    await accept(page);
    await expect(messageBar(page).last()).toContainText('Funcionario eliminado correctamente');
    await expect(page.getByText('No hay funcionarios disponibles.')).toBeVisible();
  });
});

test.describe('role-dependent fields and access', () => {
  test('ADM-FUN-015 ADM-STK-016 ADM-FUN-001 ADM-FUN-006 ADM-SHELL-006: the deposit checkbox is offered to a storekeeper that is also a deposit, not to a plain storekeeper; customer service lists every functionary, creates none, and its direct call gets 403; a gate user has no entry and is denied the screen', async ({
    page,
    signInAs,
  }) => {
    await signInAs('almacen');
    await page.goto('/functionaries/create');
    await expect(page.locator('input[name="deposit"]')).toBeVisible();
    await expect(page.locator('input[name="carnetNumber"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'alta de funcionario con casilla de depósito');
    await signInAs('bodega');
    await page.goto('/functionaries/create');
    await expect(page.locator('input[name="rut"]')).toBeVisible();
    await expect(page.locator('input[name="deposit"]')).toHaveCount(0);

    // ADM-FUN-001 ADM-FUN-006: customer service lists every functionary and is offered no creation; its direct call gets 403.
    await signInAs('servicio');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Funcionarios' }).click();
    await expect(page.locator('.RaDataTable-tbody tr')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
    const created = await page.request.post('/api/functionary', {
      headers: { 'x-auth-token': await tokenOf(page) },
      data: { rut: '15678903-8' },
    });
    expect(created.status()).toBe(403);

    // ADM-FUN-001 ADM-SHELL-006: a gate user has no functionaries entry, and the screen is denied.
    await signInAs('gate');
    await page.goto('/inicio');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Funcionarios' })).toHaveCount(0);
    // react-admin may fire the denied screen's data call once while it redirects (a race: sometimes it does not).
    allowApiError(page, /^\/api\/functionary\/getByOwner\/gate$/, 403);
    await page.goto('/functionaries');
    await expect(page).toHaveURL(/\/accessdenied$/);
    const list = await page.request.get('/api/functionary', { headers: { 'x-auth-token': await tokenOf(page) } });
    expect(list.status()).toBe(403);
  });
});
