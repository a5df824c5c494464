import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { failOnConsoleErrors, messageBar, tokenOf } from './support';

test.describe('Agentes (AGA) as customer service', () => {
  test.use({ user: 'servicio' });

  test('ADM-SHELL-001 ADM-SHELL-005 ADM-AGA-001 ADM-SHELL-008 ADM-SHELL-009 ADM-SHELL-010: menu, list with search and empty detail panel', async ({
    page,
  }) => {
    const consoleErrors = failOnConsoleErrors(page);
    // The search's debounce runs on the page clock, driven below.
    await page.clock.install();
    await page.goto('/inicio');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('list', { name: 'Administración' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Agentes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Extraportuarios' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Líneas operadoras' })).toBeVisible();

    await menu.getByRole('link', { name: 'Agentes' }).click();
    await expect(menu.getByRole('link', { name: 'Agentes' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('detail-empty')).toHaveText('Seleccione un agente para ver el detalle');
    const rows = page.locator('.RaDataTable-tbody tr');
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    expect(total).toBeLessThanOrEqual(10);

    // Two characters do not search yet; three do.
    const firstName = (await rows.first().locator('td').nth(1).innerText()).trim();
    const needle = firstName.slice(0, 3);
    const search = page.locator('input[name="q"]');
    await search.fill(needle.slice(0, 2));
    await page.clock.runFor(1_000);
    await expect(rows).toHaveCount(total);
    await search.fill(firstName);
    await expect(rows.first().locator('td').nth(1)).toHaveText(firstName);
    await expect(page.locator('.RaDataTable-tbody tr').filter({ hasNotText: firstName })).toHaveCount(0);

    await rows.first().getByTestId('row-preview').click();
    await expect(page.getByTestId('detail-panel')).toContainText(firstName);
    await expectNoAxeViolations(page, 'lista de agentes con detalle');
    expect(consoleErrors()).toEqual([]);
  });

  test('ADM-AGA-003 ADM-AGA-008 ADM-AGA-014 VAL-014: an invalid RUT saves nothing; a valid edit is kept after reload', async ({
    page,
  }) => {
    await page.goto('/agents');
    const row = page.locator('.RaDataTable-tbody tr').first();
    await row.click();
    await expect(page).toHaveURL(/\/agents\/[^/]+\/show\?tab=truckings$/);
    const showUrl = page.url().replace(/\?.*$/, '');
    const originalTitle = await page.getByTestId('record-title').innerText();
    await expectNoAxeViolations(page, 'ficha de agente');

    await page.getByRole('link', { name: 'Modificar' }).click();
    const rut = page.locator('input[name="id"]');
    const originalRut = await rut.inputValue();
    await rut.fill('12.531.909-3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Rut inválido')).toBeVisible();
    await expect(page).toHaveURL(/\/agents\/[^/?]+$/);
    await expectNoAxeViolations(page, 'edición de agente con error');

    await page.goto(showUrl);
    await expect(page.getByTestId('record-title')).toHaveText(originalTitle);

    await page.getByRole('link', { name: 'Modificar' }).click();
    await expect(page.locator('input[name="id"]')).toHaveValue(originalRut);
    const newName = `AGENCIA PRUEBA ${Date.now() % 100000}`;
    await page.locator('input[name="name"]').fill(newName);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Agente modificado correctamente');
    await page.reload();
    await expect(page.getByTestId('record-title')).toContainText(newName);
  });

  test('ADM-AGA-034 ADM-AGA-035 ADM-SHELL-014: block then unblock, each confirmed, with their messages', async ({
    page,
  }) => {
    await page.goto('/agents');
    await page.locator('.RaDataTable-tbody tr').nth(1).click();

    const block = page.getByTestId('action-block');
    await expect(block).toHaveText(/^(Bloquear|Desbloquear)$/);
    if ((await block.textContent()) === 'Desbloquear') {
      await block.click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
      await expect(block).toHaveText('Bloquear');
    }
    await block.click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Confirmación');
    await expectNoAxeViolations(page, 'confirmación de bloqueo');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Agente bloqueado correctamente!');
    await expect(block).toHaveText('Desbloquear');

    await block.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Agente desbloqueado correctamente!');
    await expect(block).toHaveText('Bloquear');
  });

  test('ADM-AGA-036 ADM-AGA-037 ADM-AGA-038: gate pass toggles and resend activation lands in the outbox', async ({
    page,
    request,
  }) => {
    await page.goto('/agents');
    await page.locator('.RaDataTable-tbody tr').nth(2).click();

    const gate = page.getByTestId('action-blockGate');
    const before = (await gate.textContent()) ?? '';
    await gate.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    const [first, second] =
      before === 'Bloquear Gate Pass'
        ? ['Gate Pass bloqueado correctamente!', 'Gate Pass desbloqueado correctamente!']
        : ['Gate Pass desbloqueado correctamente!', 'Gate Pass bloqueado correctamente!'];
    await expect(messageBar(page)).toContainText(first);
    await expect(gate).not.toHaveText(before);
    // And back: the other variant's message.
    await gate.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page).last()).toContainText(second);
    await expect(gate).toHaveText(before);

    await request.delete('/__mock/outbox');
    await page.getByTestId('action-resendActivation').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page).last()).toContainText('Se ha reenviado la activación de la cuenta correctamente');
    const outbox = await (await request.get('/__mock/outbox')).json();
    expect(outbox.length).toBe(1);
    // The resend returns to the agent's management.
    await expect(page).toHaveURL(/\/agents\/[^/]+\/show/);
    await expect(page.getByTestId('action-resendActivation')).toBeVisible();
  });

  test('ADM-SHELL-011 ADM-AGA-039 ADM-AGA-041 ADM-AGA-042 ADM-AGA-043 ADM-AGA-044 ADM-AGA-045: an agent without truckings says so; add a trucking company by typeahead, refuse none and duplicates, remove it', async ({
    page,
  }) => {
    await page.goto('/agents');
    // Set up through the API: an agent with no trucking company yet.
    const token = await tokenOf(page);
    const get = async <T>(path: string) =>
      (await (await page.request.get(path, { headers: { 'x-auth-token': token } })).json()) as T;
    let agentId: string | undefined;
    for (const a of await get<{ id: string }[]>('/api/agent/list')) {
      if ((await get<unknown[]>(`/api/truckingcompany/truckingcobyaga/${a.id}`)).length === 0) {
        agentId = a.id;
        break;
      }
    }
    await page.goto(`/agents/${agentId}/show?tab=truckings`);
    await expect(page.getByRole('tab', { name: 'Transportistas', selected: true })).toBeVisible();
    const empty = page.getByText('No existen transportistas asociados al agente');
    await expect(empty).toBeVisible();

    await page.getByTestId('add-trucking').click();
    const panel = page.getByTestId('add-trucking-panel');
    await panel.getByTestId('confirm-add-trucking').click();
    await expect(panel).toContainText('Debe seleccionar un transportista antes de agregar');
    await expectNoAxeViolations(page, 'agregar transportista');

    const input = panel.getByRole('combobox');
    await input.fill('Tr');
    await expect(page.getByRole('option')).toHaveCount(0);
    await input.fill('Tra');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    // The agent has none: any suggestion is a new one.
    const texts = await options.allTextContents();
    const optionText = texts[0]!;
    const truckingName = optionText.replace(/\s*\(.*\)$/, '');
    await page.getByRole('option', { name: optionText }).click();
    await panel.getByTestId('confirm-add-trucking').click();

    const table = page.getByTestId('truckings-table');
    await expect(messageBar(page)).toContainText('Transportista agregado correctamente');
    await expect(table).toContainText(truckingName);
    // Adding it again is refused.
    await page.getByTestId('add-trucking').click();
    await panel.getByRole('combobox').fill(truckingName.slice(0, 6));
    await page.getByRole('option', { name: optionText }).click();
    await panel.getByTestId('confirm-add-trucking').click();
    await expect(panel).toContainText('El transportista ya ha sido agregado.');
    await panel.getByRole('button', { name: 'Cancelar' }).click();

    await table.getByRole('button', { name: `Eliminar ${truckingName}` }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(messageBar(page)).toContainText('Transportista eliminado correctamente');
    await expect(page.getByRole('button', { name: `Eliminar ${truckingName}` })).toHaveCount(0);
    await expect(empty).toBeVisible();
  });

  test('ADM-SHELL-012 ADM-SHELL-013: cancel leaves a clean form at once and asks on a dirty one', async ({ page }) => {
    await page.goto('/agents');
    await page.locator('.RaDataTable-tbody tr').first().getByTestId('row-preview').click();
    await page.getByTestId('detail-panel').getByRole('link', { name: 'Modificar' }).click();
    await expect(page).toHaveURL(/\/agents\/[^/?]+$/);
    await page.getByTestId('form-cancel').click();
    await expect(page).toHaveURL(/\/agents(\?.*)?$/);

    await page.getByTestId('detail-panel').getByRole('link', { name: 'Modificar' }).click();
    await page.locator('input[name="name"]').fill('CAMBIO SIN GUARDAR');
    await page.getByTestId('form-cancel').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Cancelar operación');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/agents\/[^/?]+$/);
    await page.getByTestId('form-cancel').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/agents(\?.*)?$/);
  });

  test('ADM-AGA-007 ADM-AGA-011 ADM-AGA-025 ADM-AGA-026 ADM-AGA-031 ERR-010: create validates and gives credit days 0', async ({
    page,
    request,
  }) => {
    await page.goto('/agents/create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    await expectNoAxeViolations(page, 'alta de agente con errores');

    // A valid RUT nobody has: 5.000.000-K style numbers are outside the seed's company range.
    await page.locator('input[name="id"]').fill('5.126.663-3');
    await page.locator('input[name="name"]').fill('AGENCIA DE ADUANAS NUEVA');
    await page.locator('input[name="user.email"]').fill('nueva@agencia.cl');
    await page.getByRole('combobox', { name: 'Tipo de agente' }).click();
    await page.getByRole('option', { name: 'Agente de aduanas' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.locator('input[name="codigoAduana"]').locator('xpath=ancestor::div[contains(@class,"MuiFormControl")]'),
    ).toContainText('Requerido');
    await page.locator('input[name="codigoAduana"]').fill('A123');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(messageBar(page)).toContainText('Agente agregado correctamente');
    await expect(messageBar(page)).toContainText('Se ha enviado la activación de la cuenta correctamente');
    await expect(page).toHaveURL(/\/agents\/5126663-3\/show/);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const saved = await (await request.get('/api/agent/5126663-3', { headers: { 'x-auth-token': token } })).json();
    expect(saved.diasDeCredito).toBe(0);
    expect(saved.role).toBe('AGENTE');
  });
});
