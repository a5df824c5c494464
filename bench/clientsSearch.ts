/**
 * Search keystroke → rows in the data layer on the real client list: the `clients` definition
 * (its search fields, default sort and page size) over the 100,000 clients the mock seeds at
 * SEED_SCALE=500 (mock-server/seed/clients.ts), fetch stubbed. Each query is typed a character
 * at a time from 3 characters on, as the search box sends it; every keystroke is one getList.
 */
import type { GetListParams } from 'ra-core';
import { RutPool } from '../mock-server/seed/codes';
import { seedClients } from '../mock-server/seed/clients';
import { sizesFor } from '../mock-server/seed/context';
import { createDataProvider } from '../src/providers/dataProvider';
import { clients } from '../src/resources/clients';
import { percentile, report } from './report';

const SCALE = 500;
const BUDGET_MS = 16; // one frame at 60 Hz

/** What people type into the client search: names, communes, RUT fragments, e-mails, siglas. */
const QUERIES = [
  'comercial andes',
  'exportadora',
  'san antonio',
  'frutícola',
  'viña maipo',
  '76.0',
  '79123',
  'contacto@',
  'pesquera',
  'ltda',
  'valparaíso',
  'zzzz',
];

async function main() {
  const t0 = performance.now();
  const rows = seedClients({ ruts: new RutPool(), sizes: sizesFor(SCALE) }).clients;
  console.log(`${rows.length.toLocaleString('en-US')} clientes sembrados en ${(performance.now() - t0).toFixed(0)} ms`);

  const provider = createDataProvider([clients], {
    fetch: async <T>(): Promise<T> => rows as unknown as T,
    getContext: () => ({ roles: ['ROLE_CUSTOMER_SERVICE'] }),
  });
  const sort = clients.list?.sort ?? { field: 'id', order: 'ASC' as const };
  const params = (q: string): GetListParams => ({
    pagination: { page: 1, perPage: clients.list?.perPage ?? 10 },
    sort,
    filter: q ? { q } : {},
  });

  const w0 = performance.now();
  await provider.getList('clients', params(''));
  console.log(`primera carga de la lista (ordenada) / first list load: ${(performance.now() - w0).toFixed(1)} ms`);

  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      for (let n = 3; n <= query.length; n++) {
        const s = performance.now();
        await provider.getList('clients', params(query.slice(0, n)));
        times.push(performance.now() - s);
      }
    }
  }
  times.sort((a, b) => a - b);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const method = `${times.length} keystrokes (${QUERIES.length} queries typed from 3 characters on, 3 rounds) → dataProvider.getList('clients') with the real definition over ${rows.length.toLocaleString('en-US')} seeded clients (SEED_SCALE=${SCALE}), fetch stubbed, default sort and page; performance.now()`;
  report({
    name: 'clients: search keystroke → rows, median',
    value: round2(percentile(times, 50)),
    unit: 'ms',
    budget: BUDGET_MS,
    method,
  });
  report({
    name: 'clients: search keystroke → rows, p95',
    value: round2(percentile(times, 95)),
    unit: 'ms',
    budget: BUDGET_MS,
    method,
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
