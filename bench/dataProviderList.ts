/**
 * dataProvider.getList over a 100,000-row collection: what every keystroke, sort click and
 * page change of a large list costs in the browser, since the legacy list calls return whole
 * collections and search/sort/paging happen client-side.
 */
import type { GetListParams } from 'ra-core';
import { z } from 'zod';
import { createDataProvider } from '../src/providers/dataProvider';
import type { ResourceDefinition } from '../src/resources/framework/types';
import { percentile, report } from './report';

const ROWS = 100_000;
const CALLS = 200;
const MEDIAN_BUDGET_MS = 16; // one frame at 60 Hz

/** Deterministic PRNG (mulberry32) so every run measures the same data and queries. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Modulus-11 check digit of a Chilean RUT body. */
function rutDv(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

const FIRST = [
  'Juan',
  'María',
  'José',
  'Ana',
  'Luis',
  'Carmen',
  'Pedro',
  'Isabel',
  'Jorge',
  'Patricia',
  'Andrés',
  'Sofía',
  'Ñuño',
  'Valentina',
];
const LAST = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Fuentes',
  'Araya',
  'Valenzuela',
];
const COMPANY = [
  'Transportes',
  'Comercial',
  'Importadora',
  'Exportadora',
  'Agrícola',
  'Logística',
  'Inversiones',
  'Distribuidora',
];
const SUFFIX = ['Ltda.', 'S.A.', 'SpA', 'EIRL'];
const CITIES = [
  'Santiago',
  'Valparaíso',
  'San Antonio',
  'Viña del Mar',
  'Concepción',
  'Talcahuano',
  'Antofagasta',
  'Iquique',
  'Arica',
  'Temuco',
  'Puerto Montt',
  'Rancagua',
  'Los Andes',
  'Quilpué',
];

type Row = Record<string, unknown>;

function clientRows(count: number): Row[] {
  const rnd = prng(2026);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const body = 5_000_000 + i * 97 + Math.floor(rnd() * 90);
    const person = rnd() < 0.4;
    const name = person
      ? `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`
      : `${pick(COMPANY)} ${pick(LAST)} ${pick(SUFFIX)}`;
    const city = pick(CITIES);
    rows.push({
      id: `${body}-${rutDv(body)}`,
      name,
      giro: person ? 'Persona natural' : pick(['Transporte de carga', 'Comercio exterior', 'Agricultura', 'Minería']),
      bloqueado: rnd() < 0.05,
      user: { login: `${body}-${rutDv(body)}`, email: `cliente${i}@correo.cl`, activated: rnd() > 0.1 },
      contactInfo: {
        contactCity: city,
        contactAddress: `Calle ${pick(LAST)} ${Math.floor(rnd() * 9000) + 1}`,
        contactPhone: `+569${Math.floor(rnd() * 1e8)}`,
      },
      diasDeCredito: Math.floor(rnd() * 60),
    });
  }
  return rows;
}

const clients: ResourceDefinition = {
  name: 'clients',
  label: { one: 'Cliente', many: 'Clientes' },
  icon: 'agent',
  represent: (r) => String(r.name ?? r.id),
  fields: [
    { source: 'id', label: 'RUT', kind: 'rut', list: true },
    { source: 'name', label: 'Nombre', kind: 'text', list: true },
    { source: 'contactInfo.contactCity', label: 'Ciudad', kind: 'text', list: true },
    { source: 'user.email', label: 'Email', kind: 'email', list: true },
    { source: 'diasDeCredito', label: 'Días de crédito', kind: 'number', list: true },
  ],
  schema: () => z.object({}),
  api: { list: { method: 'GET', path: '/client/list' }, getOne: { method: 'GET', path: '/client/{id}' } },
  search: ['id', 'name', 'contactInfo.contactCity', 'user.email'],
  list: { sort: { field: 'name', order: 'ASC' }, perPage: 25 },
};

/** Queries of ≥3 characters as people type them: names, cities, RUT fragments, accents. */
const QUERIES = [
  'gon',
  'muñ',
  'munoz',
  'san',
  'valpa',
  'trans',
  'ltda',
  'comercial',
  'rojas',
  'arica',
  'sepul',
  '512',
  '5.03',
  '5000',
  'correo',
  'cliente12',
  'pérez',
  'viña',
  'spa',
  'logística',
  'los andes',
  'mar',
  'isabel',
  'zzz',
];
const SORTS = ['name', 'id', 'contactInfo.contactCity', 'user.email', 'diasDeCredito'];

async function main() {
  const t0 = performance.now();
  const rows = clientRows(ROWS);
  console.log(`${ROWS.toLocaleString('en-US')} filas generadas en ${(performance.now() - t0).toFixed(0)} ms`);

  const provider = createDataProvider([clients], {
    fetch: async <T>(): Promise<T> => rows as unknown as T,
    getContext: () => ({ roles: [] }),
  });

  const rnd = prng(7);
  const params = (i: number): GetListParams => ({
    pagination: { page: 1 + Math.floor(rnd() * 5), perPage: 25 },
    sort: { field: SORTS[i % SORTS.length]!, order: rnd() < 0.5 ? 'ASC' : 'DESC' },
    filter: { q: QUERIES[i % QUERIES.length]! },
  });

  const w0 = performance.now();
  const warm = await provider.getList('clients', params(0));
  console.log(`calentamiento / warm-up: ${(performance.now() - w0).toFixed(1)} ms (total ${warm.total})`);

  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < CALLS; i++) {
    const p = params(i);
    const s = performance.now();
    const res = await provider.getList('clients', p);
    times.push(performance.now() - s);
    matched += res.total ?? 0;
  }
  times.sort((a, b) => a - b);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  console.log(
    `min ${round2(times[0]!)} ms · max ${round2(times[times.length - 1]!)} ms · ${round2(matched / CALLS)} coincidencias promedio`,
  );

  const method = `${CALLS} getList calls on ${ROWS.toLocaleString('en-US')} generated client rows (fetch stubbed), q of ≥3 chars from ${QUERIES.length} queries, 5 sort fields ASC/DESC, pages 1–5 × 25; after 1 warm-up; performance.now()`;
  report({
    name: 'dataProvider getList median',
    value: round2(percentile(times, 50)),
    unit: 'ms',
    budget: MEDIAN_BUDGET_MS,
    method,
  });
  report({ name: 'dataProvider getList p95', value: round2(percentile(times, 95)), unit: 'ms', method });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
