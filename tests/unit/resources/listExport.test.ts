/**
 * The lists' export, read back: XLSX through exceljs (values, types, number formats) and CSV as
 * text. Rows come through the real dataProvider (search, filters and sort in memory) with no
 * page and no 1,000-row cap.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { buildExport } from '../../../src/resources/framework/export/buildExport';
import type { ExportColumn } from '../../../src/resources/framework/export/exportCells';
import { memorySink } from '../../../src/resources/framework/export/memorySink';
import { ALL_ROWS, runExport } from '../../../src/resources/framework/export/runExport';
import { defineResource, type FieldDef } from '../../../src/resources/framework/types';

const texts = { yes: 'Sí', no: 'No' };

const fields: FieldDef[] = [
  { source: 'id', label: 'RUT', kind: 'rut', list: true },
  { source: 'name', label: 'Razón social', kind: 'text', list: true },
  {
    source: 'kind',
    label: 'Tipo',
    kind: 'select',
    list: true,
    filter: true,
    choices: [
      { id: 'A', name: 'Agente' },
      { id: 'B', name: 'Bodega' },
    ],
  },
  { source: 'credit', label: 'Días de crédito', kind: 'number', list: true },
  { source: 'since', label: 'Alta', kind: 'date', list: true },
  { source: 'seen', label: 'Último ingreso', kind: 'datetime', list: true },
  { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, filter: true },
];

const ROWS = 2500;
const records = Array.from({ length: ROWS }, (_, i) => ({
  id: `${76000000 + i}-${i % 10}`,
  name: `Empresa ${String(i).padStart(4, '0')}; "Sur"`,
  kind: i % 3 === 0 ? 'B' : 'A',
  credit: i % 7 === 0 ? null : i * 1.5,
  since: '2024-03-05',
  seen: '05/03/2024 14:30',
  user: { activated: i % 2 === 0 },
}));

const definition = defineResource({
  name: 'companies',
  label: { one: 'Empresa', many: 'Empresas' },
  represent: (r) => String(r.name),
  fields,
  schema: () => ({}) as never,
  search: ['id', 'name'],
  api: { list: { method: 'GET', path: '/company' }, getOne: { method: 'GET', path: '/company/{id}' } },
});

const provider = () =>
  createDataProvider([definition], {
    fetch: (async () => records) as never,
    getContext: () => ({ login: 'servicio', roles: [] }),
  });

async function readXlsx(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await blob.arrayBuffer()) as never);
  return workbook.worksheets[0];
}

const columns: ExportColumn[] = fields.map((f) => ({ label: f.label, kind: f.kind, choices: f.choices }));

describe('list export', () => {
  it('XLSX has Spanish headers, formatted RUTs, es-CL dates as dates and numbers as numbers', async () => {
    const rows = [
      ['76086428-5', 'Andes S.A.', 'B', 1234.5, '2024-03-05', '05/03/2024 14:30', true],
      ['12345678-k', 'Sur', 'X', null, null, '', 0],
    ];
    const sheet = await readXlsx(await buildExport({ format: 'xlsx', title: 'Empresas', columns, rows, texts }));
    expect(sheet.name).toBe('Empresas');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'RUT',
      'Razón social',
      'Tipo',
      'Días de crédito',
      'Alta',
      'Último ingreso',
      'Activo',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('76.086.428-5');
    expect(first.getCell(3).value).toBe('Bodega');
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(6).value).toEqual(new Date(Date.UTC(2024, 2, 5, 14, 30)));
    expect(first.getCell(6).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(7).value).toBe('Sí');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('12.345.678-K');
    expect(second.getCell(3).value).toBe('X');
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(7).value).toBe('No');
  });

  it('CSV is what the list shows, ;-separated with a BOM, quoted where needed', async () => {
    const rows = [
      ['76086428-5', 'Andes; "Sur"', 'A', 1234.5, '2024-03-05', '05/03/2024 14:30', false],
      [null, '=HYPERLINK()', null, null, null, null, null],
    ];
    const blob = await buildExport({ format: 'csv', title: 'Empresas', columns, rows, texts });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('RUT;Razón social;Tipo;Días de crédito;Alta;Último ingreso;Activo');
    expect(lines[1]).toBe('76.086.428-5;"Andes; ""Sur""";Agente;1.234,5;05/03/2024;05/03/2024 14:30;No');
    expect(lines[2]).toBe(";'=HYPERLINK();;;;;No");
  });

  it('exports every filtered, searched and sorted row (no page, no 1,000 cap), only the visible columns in their order', async () => {
    const visible = [fields[1], fields[0], fields[3]];
    const progress: number[] = [];
    const { blob, count } = await runExport({
      // What a resource list's getData({ maxResults: ALL_ROWS }) asks the data layer for.
      rows: async () =>
        (
          await provider().getList('companies', {
            filter: { q: 'empresa', kind: 'A' },
            sort: { field: 'name', order: 'DESC' },
            pagination: { page: 1, perPage: ALL_ROWS },
          })
        ).data,
      fields: visible,
      meta: { format: 'xlsx', title: 'Empresas', texts },
      sink: memorySink(),
      onProgress: (p) => progress.push(p.done),
      chunkSize: 500,
    });
    const expected = records.filter((r) => r.kind === 'A').sort((a, b) => (a.name < b.name ? 1 : -1));
    expect(count).toBe(expected.length);
    expect(count).toBeGreaterThan(1000);
    expect(progress.at(-1)).toBe(count);
    expect(progress.length).toBeGreaterThan(3);
    const sheet = await readXlsx(blob);
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Razón social', 'RUT', 'Días de crédito']);
    expected.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(r.name);
      expect(row.getCell(2).value).toBe(`${r.id.slice(0, 2)}.${r.id.slice(2, 5)}.${r.id.slice(5)}`);
      expect(row.getCell(3).value).toBe(r.credit);
    });
  });

  it('a failed export frees its sink', async () => {
    let cancelled = false;
    const sink = { ...memorySink(), cancel: () => void (cancelled = true) };
    await expect(
      runExport({
        rows: async () => Promise.reject(new Error('caído - 503')),
        fields,
        meta: { format: 'csv', title: 'x', texts },
        sink,
      }),
    ).rejects.toThrow('caído - 503');
    expect(cancelled).toBe(true);
  });
});
