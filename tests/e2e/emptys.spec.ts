/**
 * Empties (/emptys), as a shipping company: the booking search and its rules; a spreadsheet upload
 * with good and bad rows, fixed in the grid and sent; the sent pre-advice in the detail.
 */
import ExcelJS from 'exceljs';
import { demoSeed } from '../support/demoSeed';
import { withCheckDigit } from '../../src/domain/iso6346';
import { importUnits } from '../support/terminalSeed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar } from './support';

const box = (n: number) => withCheckDigit(`ZMTU${String(200000 + n)}`);
let seed: Promise<{ mty: string; fcl: string; inYard: string }> | undefined;
const seeded = () =>
  (seed ??= Promise.resolve(demoSeed()).then((db) => ({
    mty: db.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!.id,
    fcl: db.booking.find((b) => b.eqStatus === 'FCL' && b.line === 'MSC')!.id,
    inYard: importUnits(db).find((u) => u.transitState === 'YARD')!.unitNbr,
  })));

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('vacios');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.use({ user: 'naviera' });

test('MTY-001 MTY-003 MTY-004 MTY-005 MTY-007 MTY-011 MTY-013 MTY-014 MTY-015 MTY-016 MTY-017 MTY-020 MTY-023: upload good and bad rows, fix them and send', async ({
  page,
}) => {
  const { mty, fcl, inYard } = await seeded();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Preaviso de vacíos' }).click();
  await page.getByTestId('empties-search').click();
  await expect(page.getByText('Ingrese un número de Booking')).toBeVisible();
  await page.getByTestId('empties-booking').fill(fcl);
  await page.getByTestId('empties-search').click();
  await expect(page.getByText(`La reserva ${fcl} no corresponde a preaviso de vacíos.`)).toBeVisible();
  await page.getByTestId('empties-booking').fill(mty);
  await page.getByTestId('empties-search').click();
  await expect(page).toHaveURL(new RegExp(`/emptys/new/${mty}$`));
  await expectNoAxeViolations(page, 'preaviso de vacíos');

  const file = await sheet([
    ['contenedor', 'isocode', 'tara_kg'],
    [box(1), '22G1', 2200],
    [box(2), '45G1', 3900],
    [inYard, '22G1', 2200],
    ['MSCU12', '22G1', 2200],
  ]);
  await page.getByTestId('empties-file').setInputFiles({
    name: 'vacios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByTestId('empties-upload').click();
  // The box at the terminal is rejected out of the grid; the mistyped one stays with its message and blocks sending.
  await expect(page.getByTestId('empty-row')).toHaveCount(3);
  await expect(page.getByTestId('empties-rejected')).toContainText(`Contenedor ${inYard} se encuentra en el terminal`);
  await expect(page.locator('[data-testid="empty-row"][data-unit="MSCU12"]')).toContainText(
    'Número de contenedor inválido',
  );
  await expect(page.getByTestId('empties-send')).toBeDisabled();

  // Fixed by editing it.
  await page.locator('[data-testid="empty-row"][data-unit="MSCU12"]').getByTestId('empty-edit').click();
  await page.getByTestId('empty-container').fill(box(3));
  await page.getByTestId('empty-tare').fill('2200');
  await page.getByTestId('empty-add').click();
  await expect(page.getByTestId('empty-row')).toHaveCount(3);
  await expect(page.getByTestId('empties-send')).toBeEnabled();
  await page.getByTestId('empties-send').click();

  await expect(messageBar(page)).toContainText('Preaviso de vacíos enviado: 3 contenedores.');
  await expect(page).toHaveURL(new RegExp(`/emptys/detail/${mty}\\?resultados=1$`));
  await expect(page.locator('[data-testid="empty-row"][data-estado="INBOUND"]')).toHaveCount(3);
  await expect(page.getByTestId('empty-row').first()).toContainText('Camino a puerto');
  // MTY-016 / MTY-017: a sent (INBOUND) row is not edited but may be deleted.
  await expect(page.getByTestId('empty-row').first().getByTestId('empty-edit')).toHaveCount(0);
  await expect(page.getByTestId('empty-row').first().getByTestId('empty-delete')).toHaveCount(1);
  await expectNoAxeViolations(page, 'preaviso de vacíos enviado');

  // MTY-005: the grid takes the containers of its unitList parameter.
  await page.goto(`/emptys/new/${mty}?unitList=${box(9)}`);
  await expect(page.locator(`[data-testid="empty-row"][data-unit="${box(9)}"]`)).toContainText('indique el tipo ISO');
});
