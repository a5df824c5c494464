/** The truckings of a chosen agent on the trucking screen (D1 §6 Trucking): documentary picks an agent and manages its companies. */
import { formatRut } from '../../src/domain/rut';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { messageBar, tokenOf } from './support';

type Named = { id: string; name: string };

test.use({ user: 'documental' });

test('ADM-TRK-003 ADM-AGA-040 ADM-AGA-041 ADM-AGA-045: documentary chooses an agent without truckings, adds a company and removes it', async ({
  page,
}) => {
  await page.goto('/truckingCompanies');
  const headers = { 'x-auth-token': await tokenOf(page) };
  const get = async <T>(path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()) as T;
  const agents = await get<Named[]>('/agent/list');
  let agent: Named | undefined;
  for (const a of agents) {
    if ((await get<Named[]>(`/truckingcompany/truckingcobyaga/${a.id}`)).length === 0) {
      agent = a;
      break;
    }
  }
  const company = (await get<Named[]>('/truckingcompany/searchall'))[3]!;

  const card = page.getByTestId('agent-truckings');
  await expect(card.getByTestId('agent-truckings-prompt')).toHaveText('Seleccione un agente para ver el detalle');
  await card.getByRole('combobox', { name: 'Agente (nombre o RUT)' }).fill(agent!.name);
  await page.getByRole('option', { name: `${agent!.name} (${formatRut(agent!.id)})`, exact: true }).click();
  await expect(card.getByTestId('truckings-empty')).toHaveText('No hay transportistas para esta Agencia');
  await expectNoAxeViolations(page, 'transportistas de un agente, sin transportistas');

  await card.getByTestId('add-trucking').click();
  const panel = page.getByTestId('add-trucking-panel');
  await panel.getByRole('combobox').fill(company.name);
  await page.getByRole('option', { name: `${company.name} (${formatRut(company.id)})` }).click();
  await panel.getByTestId('confirm-add-trucking').click();
  await expect(messageBar(page)).toContainText('Transportista agregado correctamente');
  const table = card.getByTestId('truckings-table');
  await expect(table.getByRole('row', { name: new RegExp(company.name) })).toBeVisible();
  await expectNoAxeViolations(page, 'transportistas de un agente, con uno');

  await table.getByRole('button', { name: `Eliminar ${company.name}` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(messageBar(page).last()).toContainText('Transportista eliminado correctamente');
  await expect(card.getByTestId('truckings-empty')).toHaveText('No hay transportistas para esta Agencia');
});
