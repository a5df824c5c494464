/**
 * Issue 30 §3–4: signing out leaves nothing of the user to the next one (src/providers/sessionEnd.ts),
 * the keyboard follows the lines a form adds and removes (useRowFocus), and the skip link lands
 * on a list's first row (SkipToContent).
 */
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openUserMenu } from './shell-support';
import { messageBar, PASSWORD, tokenOf } from './support';

const INVOICES = '/invoice/invoices?fromDate=01%2F01%2F2025&toDate=05%2F11%2F2025';
const ONLINE_OPENED = 'El pago en línea se abrió en una pestaña nueva';
const OVERDUE = 'Usted posee facturas vencidas';

/** Holds the page's next call to `path` until the test lets it go on to the server. */
function hold(page: Page, path: RegExp) {
  let release: (() => Promise<void>) | undefined;
  const held = new Promise<void>((resolve) => {
    void page.route(
      path,
      async (route: Route) => {
        release = () => route.continue();
        resolve();
      },
      { times: 1 },
    );
  });
  return { held, release: () => release!() };
}

/** Two frames: whatever the page was doing when the call settled has been drawn. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The element with the keyboard focus, described (for the Tab counts). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');

test.describe('Signing out', () => {
  test("ACC-042 ACC-021: nothing of the agent reaches finance — neither its overdue notice answered after it signed out, nor its online-payment message, nor its invoice search's results", async ({
    page,
  }) => {
    const signIn = async (user: string) => {
      await page.locator('input[name="username"]').fill(user);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('input[name="password"]')).toHaveCount(0);
    };
    const signOut = async () => {
      // The app bar slides away while the page is scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/login/);
    };

    // The agent signs out before its overdue notice (ACC-021) has come: when it comes, it is not shown.
    await page.goto('/login');
    const notice = hold(page, /\/api\/agent\/getinvoiceinformation\//);
    await signIn('aga');
    await notice.held;
    await signOut();
    const answered = page.waitForResponse(/\/api\/agent\/getinvoiceinformation\//);
    await notice.release();
    await answered;
    await drawn(page);
    await expect(messageBar(page)).toHaveCount(0);

    // Signed in again, the agent searches its invoices and opens an online payment (the test's own
    // answer: no payment is left open on the server for other tests); its message shows.
    await signIn('aga');
    await expect(messageBar(page)).toContainText(OVERDUE);
    await page.goto(INVOICES);
    const results = page.getByTestId('invoice-results');
    await results
      .locator('tbody tr')
      .filter({ hasText: 'Finalizada' })
      .filter({ hasNotText: 'Pago en proceso' })
      .first()
      .getByRole('checkbox')
      .check();
    await page.route(
      /\/api\/payment\/online$/,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ paymentId: 'p-prueba', url: `${new URL(page.url()).origin}/__mock/health` }),
        }),
      { times: 1 },
    );
    const popup = page.waitForEvent('popup');
    await page.getByTestId('online-pay').click();
    await (await popup).close();
    await expect(messageBar(page)).toContainText(ONLINE_OPENED);
    await signOut();
    await expect(messageBar(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'ingreso tras cerrar sesión');

    // Finance signs in and opens the same search in the same page (no reload: what the page kept
    // in memory is still there). Its own search is held, and meanwhile the screen shows none of
    // the agent's rows (a query cache kept across the sign-out would).
    await signIn('finanzas');
    const search = hold(page, /\/api\/invoice\/search$/);
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, INVOICES);
    await expect(page).toHaveURL(/\/invoice\/invoices\?fromDate=01%2F01%2F2025&toDate=05%2F11%2F2025/);
    await search.held;
    await drawn(page);
    await expect(page.getByRole('progressbar', { name: 'Facturas' })).toBeVisible();
    await expect(results).toHaveCount(0);
    await search.release();
    await expect(results.locator('tbody tr').first()).toBeVisible();
    // Finance's own answer: the agent's RUT column is finance's alone.
    await expect(page.getByRole('columnheader', { name: 'RUT agente' })).toBeVisible();
    await expect(messageBar(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'facturas de finanzas tras el agente');
  });
});

test.describe('The keyboard follows the lines', () => {
  test.use({ user: 'caja' });

  test("'Agregar evento' and 'Agregar línea' put the keyboard in the new line's first field; removing a line puts it in the line before", async ({
    page,
    signInAs,
  }) => {
    await page.goto('/cash');
    const add = page.getByTestId('cash-add-event');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cash-event-1-type')).toBeFocused();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cash-event-2-type')).toBeFocused();
    await page.getByRole('button', { name: 'Quitar el evento 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cash-event-2')).toHaveCount(0);
    await expect(page.getByTestId('cash-event-1-type')).toBeFocused();
    await expectNoAxeViolations(page, 'eventos de caja con líneas agregadas');

    // The pay screen's payment lines, as finance.
    await signInAs('finanzas');
    const found = await page.request.post('/api/invoice/search', {
      headers: { 'x-auth-token': await tokenOf(page) },
      data: {
        status: '',
        invoicesNbr: '',
        draftsNbr: '',
        visit: '',
        blOrBooking: '',
        agent: '',
        customer: '',
        customerRole: '',
        fromDate: '01/01/2025',
        toDate: '05/11/2025',
        includeCanceled: false,
      },
    });
    expect(found.status()).toBe(200);
    const invoice = ((await found.json()) as { draftNumber: number; finalNumber?: number | null }[]).find(
      (i) => i.finalNumber,
    );
    await page.goto(`/invoice/pay?drafts=${invoice!.draftNumber}`);
    const addLine = page.getByTestId('pay-add-line');
    await addLine.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pay-line-1-type')).toBeFocused();
    await page.getByRole('button', { name: 'Quitar línea 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pay-line-1')).toHaveCount(0);
    await expect(page.getByTestId('pay-line-0-type')).toBeFocused();
  });
});

test.describe('The skip link', () => {
  test.use({ user: 'servicio' });

  test("'Saltar al contenido' lands on the list's first row; the search and filters are a Shift+Tab away", async ({
    page,
  }) => {
    await page.goto('/agents');
    const firstRow = page.locator('.RaDataTable-root tbody tr').first();
    await expect(firstRow).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Tabs from the skip link to the first row (at most 3; issue 30 counted 13).
    let tabs = 0;
    while (!(await firstRow.evaluate((el) => el === document.activeElement)) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    test.info().annotations.push({ type: 'tabs after the skip link', description: String(tabs) });
    expect(tabs, `focus at ${await focused(page)}`).toBeLessThanOrEqual(3);
    await expect(firstRow).toBeFocused();
    // Enter opens the row's record.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agents\/[^/]+\/show/);
    await page.goBack();
    await expect(firstRow).toBeVisible();
    await expectNoAxeViolations(page, 'agentes tras saltar al contenido');
  });
});
