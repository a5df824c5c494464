/**
 * Several containers of one booking pre-advised in one go (issue 30 §5), as a customs agent (the
 * demo 'aga'; no demo user holds ROLE_AGA_FORWARDER, whose export permissions are the same row):
 * the shared data once, a row per container (Enter in the last cell adds the next), one row refused
 * by the server with its message on the row, fixed and sent again (only that row), the pre-advices
 * visible afterwards, and a copy of one of them. The actions for each additional container are
 * counted. Units from the seed (docs/terminal-model.md).
 */
import type { Locator, Page } from '@playwright/test';
import { demoSeed } from '../support/demoSeed';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { withCheckDigit } from '../../src/domain/iso6346';
import { formatRut } from '../../src/domain/rut';
import { exportUnits } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** An open booking with three announced plain units whose items have places for them (and a fourth), and its shipper. */
let seed:
  | Promise<{
      booking: string;
      units: string[];
      spare: string | undefined;
      shipper: { rut: string; name: string; city: string };
    }>
  | undefined;
const seeded = () =>
  (seed ??= Promise.resolve(demoSeed()).then((db) => {
    const plain = exportUnits(db).filter(
      (u) => u.transitState === 'ADVISED' && !u.reefer && !u.oog && u.hazards.length === 0,
    );
    const fits = db.booking.flatMap((b) => {
      if (!(b.stackingEnd > TERMINAL_EPOCH && b.stackingStart < b.lateDate)) return [];
      const mine = plain.filter((u) => b.reservedContainers.includes(u.unitNbr));
      const room = (type: string) => {
        const i = b.items.find((x) => x.equipmentType === type);
        return i ? i.quantity - i.used : 0;
      };
      const ok = mine.filter(
        (u, k) => mine.slice(0, k + 1).filter((x) => x.isoType === u.isoType).length <= room(u.isoType),
      );
      return ok.length >= 4 ? [{ booking: b.id, units: ok.map((u) => u.unitNbr) }] : [];
    });
    // The last such booking: the export spec's flows take the first ones.
    const chosen = fits.at(-1)!;
    // The booking's shipper, a registered client: the form starts on it.
    const client = db.client.find((c) => c.id === db.booking.find((b) => b.id === chosen.booking)!.shipperId)!;
    const sc = client.shipperConsignee as { name: string; contactInfo: { contactCity: string } };
    return {
      booking: chosen.booking,
      units: chosen.units.slice(0, 3),
      spare: chosen.units[3],
      shipper: { rut: String(client.id), name: sc.name, city: sc.contactInfo.contactCity },
    };
  }));

/** Counts what the user does: each click, fill or key press is one action. */
function counter() {
  let n = 0;
  const count = <T>(p: Promise<T>) => {
    n++;
    return p;
  };
  return {
    get n() {
      return n;
    },
    click: (l: Locator) => count(l.click()),
    fill: (l: Locator, text: string) => count(l.fill(text)),
    press: (l: Locator, key: string) => count(l.press(key)),
    /** Opens a select and takes its first option; answers the option's text. */
    pick: async (page: Page, label: string) => {
      await count(page.getByRole('combobox', { name: label }).click());
      const option = page.getByRole('option').first();
      const text = (await option.textContent()) ?? '';
      await count(option.click());
      return text;
    },
  };
}

const cell = (page: Page, field: string, row: number) => page.getByTestId(`multi-${field}-${row}`);

test.describe('as a customs agent (aga)', () => {
  test.use({ user: 'aga' });

  test('pre-advises three containers of one booking in one go: a row the server refuses shows its message, is fixed and sent alone; at most 12 actions per additional container; a copy of a pre-advice', async ({
    page,
  }) => {
    const { booking, units, spare, shipper } = await seeded();
    const typo = withCheckDigit('ZZZU000001');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/export/save/')) saves.push(r.url().split('/').pop()!);
    });

    await page.goto(`/export?booking=${booking}`);
    await page.getByTestId('booking-multi').click();
    await expect(page).toHaveURL(new RegExp(`/export/multi\\?booking=${booking}$`));
    const a = counter();
    // The shared data, once; the form starts on the booking's shipper, whose lookup fills its name, address and city.
    await expect(page.getByLabel('RUT embarcador')).toHaveValue(formatRut(shipper.rut));
    await expect(page.getByTestId('multi-shipperName')).toHaveValue(shipper.name);
    await expect(page.getByTestId('multi-shipperCity')).toHaveValue(shipper.city);
    const trucking = await a.pick(page, 'Transportista');
    await a.fill(page.getByTestId('multi-documentNbrs'), '5012345678');
    await a.fill(page.getByTestId('multi-shipperState'), 'Valparaíso');
    await a.fill(page.getByTestId('multi-shipperGiro'), 'Exportación de frutas');
    await a.fill(page.getByTestId('multi-cmdtyShortName'), '080610');
    // The first container.
    await a.fill(cell(page, 'unitNbr', 0), units[0]!);
    await a.fill(cell(page, 'seals', 0), 'cl100 cl101');
    await a.fill(cell(page, 'grossWeight', 0), '24500');
    await a.fill(cell(page, 'guias', 0), '1001');
    const first = a.n;

    // Each additional one: Enter in the last cell opens the next row on its container; a typo in the second.
    const perAdditional: number[] = [];
    for (const [row, nbr] of [
      [1, typo],
      [2, units[2]!],
    ] as const) {
      const before = a.n;
      await a.press(cell(page, 'guias', row - 1), 'Enter');
      await expect(cell(page, 'unitNbr', row)).toBeFocused();
      await a.fill(cell(page, 'unitNbr', row), nbr);
      await a.fill(cell(page, 'seals', row), `cl${row}00`);
      await a.fill(cell(page, 'grossWeight', row), `2${row}000`);
      await a.fill(cell(page, 'guias', row), `100${row + 1}`);
      perAdditional.push(a.n - before);
    }
    await expect(page.getByTestId('multi-row-1')).toContainText('No figura entre los contenedores de este booking');
    await a.click(page.getByTestId('multi-submit'));
    test.info().annotations.push({
      type: 'actions',
      description: `first container ${first + 1} (with the shared data and the send), each additional ${perAdditional.join(', ')}`,
    });
    for (const n of perAdditional) expect(n).toBeLessThanOrEqual(12);

    // Three calls, one per row; the typo is refused on its row with the server's message, and focused.
    await expect(page.getByTestId('multi-outcome')).toContainText('2 de 3 contenedores preavisados');
    expect(saves).toEqual([units[0], typo, units[2]]);
    await expect(page.getByTestId('multi-row-0').getByTestId('row-created')).toHaveText('Preavisado');
    await expect(page.getByTestId('multi-row-0').getByTestId('row-draft')).toHaveText(/^Borrador \d+$/);
    await expect(page.getByTestId('multi-row-2').getByTestId('row-created')).toBeVisible();
    await expect(cell(page, 'unitNbr', 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('multi-row-1')).toContainText('No existe información para este contenedor.');
    await expect(cell(page, 'unitNbr', 1)).toBeFocused();
    await expect(cell(page, 'unitNbr', 0)).toBeDisabled();
    await expectNoAxeViolations(page, 'preaviso de varios contenedores');

    // Fixed and sent again: only that row goes.
    await cell(page, 'unitNbr', 1).fill(units[1]!);
    await page.getByTestId('multi-submit').click();
    await expect(page.getByTestId('multi-outcome')).toContainText('3 de 3 contenedores preavisados');
    expect(saves).toEqual([units[0], typo, units[2], units[1]]);
    await expect(page.getByTestId('multi-submit')).toBeDisabled();
    await expect(page.getByTestId('multi-form').locator('[aria-invalid="true"]')).toHaveCount(0);

    // The pre-advices are there: the booking's units are on their way to the port.
    await page.goto(`/export?booking=${booking}`);
    for (const nbr of units)
      await expect(page.getByTestId('booking-units').getByRole('row', { name: new RegExp(nbr) })).toContainText(
        'En viaje hacia el puerto',
      );

    // A copy of one: its shared data, no container; a paste of two numbers fills two rows.
    await page.goto(`/export/management/${units[1]}/0/exportDetail`);
    await expect(page.getByTestId('export-seals')).toHaveText('CL100');
    await page.getByTestId('export-copy').click();
    await expect(page.getByTestId('multi-copied')).toContainText(units[1]!);
    await expect(page.getByTestId('multi-documentNbrs')).toHaveValue('5012345678');
    await expect(page.getByTestId('multi-cmdtyShortName')).toHaveValue('080610');
    await expect(page.getByLabel('RUT embarcador')).toHaveValue(formatRut(shipper.rut));
    await expect(page.getByTestId('multi-shipperName')).toHaveValue(shipper.name);
    await expect(page.getByRole('combobox', { name: 'Transportista' })).toHaveText(trucking);
    await expect(cell(page, 'unitNbr', 0)).toHaveValue('');
    await expect(cell(page, 'seals', 0)).toHaveValue('');
    const pasted = [spare ?? units[0]!, withCheckDigit('ZZZU000002')];
    await cell(page, 'unitNbr', 0).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, pasted.join('\n'));
    await expect(cell(page, 'unitNbr', 0)).toHaveValue(pasted[0]!);
    await expect(cell(page, 'unitNbr', 1)).toHaveValue(pasted[1]!);
    await expect(cell(page, 'seals', 0)).toBeFocused();
  });
});
