import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { failOnConsoleErrors } from './support';

test.describe('Home screens', () => {
  test('ACC-036 ACC-037 ACC-038 CONST-010: /inicio shows the welcome title, the version 1.0 and the allowed shortcuts; /home summarises the user with roles in Spanish words, for an AGA and for a role with one menu entry and no bell', async ({
    page,
    signInAs,
  }) => {
    const consoleErrors = failOnConsoleErrors(page);
    await signInAs('servicio');
    await page.goto('/inicio');
    await expect(page.getByTestId('home-title')).toHaveText('Bienvenido a Sistema Business Portal');
    await expect(page.getByTestId('system-version')).toHaveText('Versión 1.0');
    // Customer service may open agents, storekeepers and line operators, not the account pages.
    const shortcuts = page.getByTestId('shortcuts');
    await expect(shortcuts.getByRole('link', { name: /Agentes/ })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: /Extraportuarios/ })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: /Líneas operadoras/ })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: /Mi cuenta/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shortcuts.getByRole('link', { name: /Agentes/ }).click();
    await expect(page).toHaveURL(/\/agents$/);
    expect(consoleErrors()).toEqual([]);

    // ACC-036 ACC-038: /home summarises the user with roles in Spanish words.
    await signInAs('aga');
    await page.goto('/home');
    await expect(page.getByTestId('home-login')).toHaveText('aga');
    await expect(page.getByTestId('home-roles')).toContainText('Agente de aduanas');
    await expect(page.getByTestId('home-roles')).not.toContainText('ROLE_');
    await expect(page.getByTestId('home-unseen')).toContainText('Notificaciones sin leer');
    await expect(page.getByTestId('shortcuts').getByRole('link', { name: /Mi cuenta/ })).toBeVisible();
    await expectNoAxeViolations(page, '/home (AGA)');

    await page.goto('/inicio');
    await expect(page.getByTestId('home-title')).toHaveText('Bienvenido a Sistema Business Portal');

    // ACC-038: /home for a role with one menu entry and no bell. The gate (issue 31) is the gate user's only entry.
    await signInAs('gate');
    await page.goto('/home');
    await expect(page.getByTestId('home-roles')).toContainText('Portería (gate)');
    await expect(page.getByTestId('shortcuts').getByRole('link')).toHaveText([/Gate/]);
    await expect(page.getByTestId('no-shortcuts')).toHaveCount(0);
    await expect(page.getByTestId('home-unseen')).toHaveCount(0);
    await expectNoAxeViolations(page, '/home (gate)');
  });
});
