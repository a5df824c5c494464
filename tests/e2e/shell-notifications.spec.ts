import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { apiGet, visitedUrls } from './shell-support';

interface Notice {
  id: number;
  watched: boolean;
  type: string;
  title: string;
  date: string;
  data: { containerId?: number; operationId?: number };
}

const detailRetiro = (n: Notice) => `/import/management/${n.data.containerId}/${n.data.operationId}/detailRetiro`;

test.describe('Notification bell', () => {
  test('NOT-001: the bell is shown to AGA and FUNCTIONARY users only', async ({ page, signInAs }) => {
    await signInAs('servicio');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    for (const user of ['aga', 'funcionario']) {
      await signInAs(user);
      await page.goto('/');
      await expect(page.getByTestId('notification-bell')).toBeVisible();
    }
  });

  test('NOT-002 NOT-003 NOT-004 NOT-009: the badge counts the unseen; opening the panel marks all seen', async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs('funcionario');
    await page.goto('/');
    const before = await apiGet<Notice[]>(page, request, '/api/notification');
    const unseen = before.filter((n) => !n.watched).length;
    expect(unseen).toBeGreaterThan(0);
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveAttribute('data-count', String(unseen));
    await expect(badge.locator('.MuiBadge-badge')).toHaveText(String(unseen));
    await expectNoAxeViolations(page, 'campana con avisos sin leer');

    const [watchAll] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/notification/watch') && r.request().method() === 'PUT'),
      page.getByTestId('notification-bell').click(),
    ]);
    expect(watchAll.status()).toBe(200);
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('notification-item')).toHaveCount(before.length);
    // Newest first, each with its title and DD/MM/YYYY HH:mm date.
    const first = panel.getByTestId('notification-item').first();
    await expect(first).toContainText(before[0].title);
    await expect(first.getByTestId('notification-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(panel.getByText('Nueva')).toHaveCount(unseen);
    await expectNoAxeViolations(page, 'panel de notificaciones');
    await expect(badge).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Ver notificaciones');

    const after = await apiGet<Notice[]>(page, request, '/api/notification');
    expect(after.every((n) => n.watched)).toBe(true);

    // The panel slides out again.
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel).toBeHidden();
    // A second opening has nothing unseen: no second mark-all call.
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/notification/watch')) calls++;
    });
    await page.getByTestId('notification-bell').click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Nueva')).toHaveCount(0);
    expect(calls).toBe(0);
  });

  test('NOT-005 NOT-006 NOT-007 NOT-008: a click marks the notice read; APPOINTMENT and DRC open the pickup detail', async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs('aga');
    await page.goto('/');
    const notices = await apiGet<Notice[]>(page, request, '/api/notification');
    const byType = (type: string) => notices.find((n) => n.type === type && n.data.containerId !== undefined);
    const urls = visitedUrls(page);

    for (const type of ['APPOINTMENT', 'DRC']) {
      const notice = byType(type);
      expect(notice, `a seeded ${type} notice`).toBeDefined();
      await page.getByTestId('notification-bell').click();
      const item = page.locator(`[data-testid="notification-item"][data-id="${notice!.id}"]`);
      const [watch] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith(`/api/notification/${notice!.id}/watch`) && r.request().method() === 'PUT',
        ),
        item.click(),
      ]);
      expect(watch.status()).toBe(200);
      await expect.poll(() => urls.some((u) => u.endsWith(detailRetiro(notice!)))).toBe(true);
      await expect(page.getByTestId('notification-panel')).toBeHidden();
    }

    // Another type is only marked read: the panel stays, the URL does not go to the import area.
    const other = notices.find((n) => !['APPOINTMENT', 'DRC'].includes(n.type));
    expect(other, 'a seeded notice of another type').toBeDefined();
    await page.getByTestId('notification-bell').click();
    const before = page.url();
    const [watch] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/notification/${other!.id}/watch`)),
      page.locator(`[data-testid="notification-item"][data-id="${other!.id}"]`).click(),
    ]);
    expect(watch.status()).toBe(200);
    await expect(page.getByTestId('notification-panel')).toBeVisible();
    expect(page.url()).toBe(before);
    const one = await apiGet<Notice>(page, request, `/api/notification/${other!.id}`);
    expect(one.watched).toBe(true);
  });
});
