/**
 * The block view (issue 32 §2 'A yard you can see'): the operator chooses a block, sees its
 * positions with their heights and states, hovers one and reads its boxes, walks the block with
 * the keyboard, switches to the table — at desktop and tablet sizes, axe clean — and the server
 * refuses the block's positions to another role. Reads the seed only (writes nothing), so the
 * sequencing flows in the same worker find the yard as seeded.
 */
import type { YardBlockBox, YardBlockPositions } from '../../src/domain/yard/blockPositions';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { failOnConsoleErrors, PASSWORD, tokenOf } from './support';

test.use({ user: 'operador' });

const two = (n: number) => String(n).padStart(2, '0');
/** The drawing's geometry (geometry.ts): 22 px cells after a 22 px left and 20 px top gutter. */
const cellCentre = (b: Pick<YardBlockBox, 'stack' | 'row'>) => ({
  x: 22 + (b.stack - 0.5) * 22,
  y: 20 + (b.row.charCodeAt(0) - 64.5) * 22,
});

test("the operator sees a block's positions by height and state, reads a position's boxes by pointer and by keyboard, and as a table, at desktop and tablet sizes", async ({
  page,
  playwright,
  baseURL,
}) => {
  failOnConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/secuenciacion/patio');
  const chooser = page.getByTestId('yard-block-chooser');
  await expect(chooser.getByRole('heading', { level: 2 })).toHaveText([
    'Bloque A1',
    'Bloque A2',
    'Bloque B1',
    'Bloque B2',
    'Bloque R1',
    'Bloque V1',
  ]);
  await page.getByTestId('yard-block-A1').click();
  await expect(page).toHaveURL('/secuenciacion/patio/A1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bloque A1');

  const token = await tokenOf(page);
  const a1 = (await (
    await page.request.get('/api/yardblock/A1', { headers: { 'x-auth-token': token } })
  ).json()) as YardBlockPositions;
  const slots = new Map<string, YardBlockBox[]>();
  for (const b of a1.boxes) slots.set(`${two(b.stack)}${b.row}`, [...(slots.get(`${two(b.stack)}${b.row}`) ?? []), b]);
  expect(a1.boxes.length).toBeGreaterThan(0);
  await expect(page.getByTestId('yard-block-summary')).toHaveText(
    `${a1.boxes.length} contenedor(es) en ${slots.size} posición(es) de 2.080.`,
  );
  await expect(page.getByTestId('yard-block-legend').getByRole('listitem')).toHaveText([
    'Secuenciado (con turno)',
    'Importación por retirar',
    'Exportación en espera',
    'Vacío en almacenaje',
    'Posición libre',
  ]);

  // A position holding a turn (the seed's direct pickups with one), its boxes read top first.
  const sequenced = a1.boxes.find((b) => b.state === 'SEQUENCED')!;
  const key = `${two(sequenced.stack)}${sequenced.row}`;
  const here = slots.get(key)!.sort((x, y) => y.tier - x.tier);
  const drawing = page.getByTestId('yard-block-drawing');
  const at = cellCentre(sequenced);
  await drawing.hover({ position: at });
  const heading = page.getByTestId('yard-block-slot');
  await expect(heading).toHaveText(`Stack ${two(sequenced.stack)}, fila ${sequenced.row} · altura ${here[0]!.tier}`);
  const lines = page.getByTestId('yard-block-boxes').getByRole('listitem');
  await expect(lines).toHaveCount(here.length);
  await expect(lines.first()).toContainText(`Nivel ${here[0]!.tier} · ${here[0]!.unitNbr}`);
  const line = lines.filter({ hasText: sequenced.unitNbr });
  await expect(line).toContainText(
    `Nivel ${sequenced.tier} · ${sequenced.unitNbr} · Secuenciado (con turno) · En patio · Turno N° ${sequenced.apptNbr}: `,
  );
  await expect(line).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // The keyboard walks the block: the drawing takes focus, the arrows move one position.
  await drawing.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await expect(heading).toHaveAttribute('data-slot', '01A');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(heading).toHaveAttribute('data-slot', '02B');
  const b02 = slots.get('02B') ?? [];
  await expect(heading).toHaveText(
    b02.length
      ? `Stack 02, fila B · altura ${Math.max(...b02.map((b) => b.tier))}`
      : 'Stack 02, fila B · Posición libre',
  );
  await expect(lines).toHaveCount(b02.length);
  await expectNoAxeViolations(page, 'vista del bloque A1');

  // The table: every box, stack, row, tier, container, state, turn.
  await page.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = page.getByTestId('yard-block-table');
  await expect(table.locator('thead th')).toHaveText([
    'Stack',
    'Fila',
    'Nivel',
    'Contenedor',
    'Estado',
    'Turno o cita',
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(a1.boxes.length);
  await expect(table.locator('tbody tr').filter({ hasText: sequenced.unitNbr }).locator('td, th')).toHaveText([
    two(sequenced.stack),
    sequenced.row,
    String(sequenced.tier),
    sequenced.unitNbr,
    'Secuenciado (con turno)',
    new RegExp(`^Turno N° ${sequenced.apptNbr}: `),
  ]);
  await expectNoAxeViolations(page, 'tabla del bloque A1');
  await page.getByRole('button', { name: 'Ver como plano' }).click();

  // A tablet: the drawing scrolls inside itself, nothing wider than the screen; a tap reads a position.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  const scroller = page.getByTestId('yard-block-scroller');
  expect((await scroller.boundingBox())!.width).toBeLessThanOrEqual(768);
  await drawing.hover({ position: at });
  await expect(heading).toHaveAttribute('data-slot', key);
  await expect(lines.filter({ hasText: sequenced.unitNbr })).toContainText('Secuenciado (con turno)');
  await expectNoAxeViolations(page, 'vista del bloque A1 en tableta');

  // Permissions twice: another role is refused the block's positions by the server.
  const other = await playwright.request.newContext({ baseURL });
  const { token: agaToken } = await (
    await other.post('/login', { form: { username: 'aga', password: PASSWORD } })
  ).json();
  const refused = await other.get('/api/yardblock/A1', { headers: { 'x-auth-token': agaToken } });
  expect(refused.status()).toBe(403);
  await other.dispose();
});
