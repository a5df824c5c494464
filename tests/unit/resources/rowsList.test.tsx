// @vitest-environment jsdom
/**
 * The list framework's operational list (RowsList) on rows the screen holds: the search box from
 * 3 characters, sort by header, pages with a bounded number of page links, the export of every
 * searched and sorted row in the visible columns (the rows handed to the exporter), the column
 * chooser kept per user, a saved query, the row action on click or Enter, and checkboxes whose
 * selection outlives a page change.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore, type AuthProvider, type Identifier } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNIT_LIST_PAGING } from '../../../src/domain/listPaging';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import type { RawValue } from '../../../src/resources/framework/export/exportCells';
import type { ExportMeta } from '../../../src/resources/framework/export/exportSink';
import { columnsStoreKey } from '../../../src/resources/framework/list/visibleColumns';
import { RowsList, type ListColumn } from '../../../src/resources/framework/RowsList';
import { domRootPerTest } from '../../support/domRoot';

/** What the export hands the worker: the columns and every row (the sink the console loads on export). */
const exported = vi.hoisted(() => ({
  meta: null as ExportMeta | null,
  rows: [] as RawValue[][],
  files: [] as string[],
}));
vi.mock('../../../src/resources/framework/export/workerSink', () => ({
  workerSink: () => ({
    start: (meta: ExportMeta) => void (exported.meta = meta),
    rows: (chunk: RawValue[][]) => void exported.rows.push(...chunk),
    finish: async () => new Blob(['x']),
    cancel: () => undefined,
  }),
}));
vi.mock('../../../src/resources/framework/export/saveBlob', () => ({
  saveBlob: (_blob: Blob, name: string) => void exported.files.push(name),
}));

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'servicio', login: 'servicio', roles: ['ROLE_CUSTOMER_SERVICE'] }),
};

const LIST = 'rowsTest';
const columns: ListColumn[] = [
  { source: 'unitNbr', label: 'Contenedor', kind: 'text' },
  { source: 'line', label: 'Línea', kind: 'text' },
  { source: 'weight', label: 'Peso', kind: 'number' },
  { source: 'apptTime', label: 'Cita', kind: 'datetime' },
];
/** 20 units: 12 of MSC, 8 of HLX; weights descend as numbers go up. */
const rows = Array.from({ length: 20 }, (_, i) => ({
  id: `U${i}`,
  unitNbr: `${i < 12 ? 'MSCU' : 'HLXU'}${String(1000 + i)}`,
  line: i < 12 ? 'MSC' : 'HAPAG',
  weight: 30000 - i * 100,
  apptTime: `2025-11-${String(1 + (i % 9)).padStart(2, '0')}T08:00`,
}));

const dom = domRootPerTest();
let clicked: string[];
let selection: readonly Identifier[];

beforeEach(() => {
  localStorage.clear();
  Object.assign(exported, { meta: null, rows: [], files: [] });
  clicked = [];
  selection = [];
});

const SEARCH = ['unitNbr', 'line'];

/** The list as a screen mounts it; a new store each time is a reload (only localStorage stays). */
async function mount() {
  await act(async () =>
    dom.root.render(
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RowsList
          id={LIST}
          title="Unidades"
          rows={rows}
          columns={columns}
          search={SEARCH}
          perPage={UNIT_LIST_PAGING.perPage}
          maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
          empty={<p data-testid="empty">Sin unidades</p>}
          onRowClick={(row) => clicked.push(row.id)}
          selectable
          bulkActions={(ids) => {
            selection = ids;
            return null;
          }}
          rowActions={{ label: 'Acciones', render: (row) => <button type="button">Ver {row.unitNbr}</button> }}
          data-testid="rows"
        />
      </AdminContext>,
    ),
  );
  await until(() => shownUnits().length > 0);
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).toBe(true);
};

const shownUnits = () =>
  [...dom.host.querySelectorAll('[data-testid="rows"] tbody [data-column="unitNbr"]')].map((c) => c.textContent);
const headers = () => [...dom.host.querySelectorAll('[data-testid="rows"] thead th')].map((th) => th.textContent);
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const menuItem = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((m) => m.textContent === text)!;
const click = (el: Element) => act(async () => void (el as HTMLElement).click());

/** Types into a react-controlled input as a user would (React listens to the native value setter's input event). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Shows or hides a column through the "Columnas" chooser. */
async function toggleColumn(label: string) {
  await click(byLabel('Columnas'));
  const option = [...document.querySelectorAll('[data-testid="column-chooser"] label')].find(
    (l) => l.textContent === label,
  )!;
  await click(option.querySelector('input')!);
}
const searchBox = () => dom.host.querySelector<HTMLInputElement>('input[name="q"]')!;
const sortBy = (source: string) => click(dom.host.querySelector(`[data-field="${source}"]`)!);

describe('operational list (RowsList)', () => {
  it('ADM-SHELL-009: the search box searches the declared fields from 3 characters', async () => {
    await mount();
    await type(searchBox(), 'hl');
    // Two characters: no search, the first page of everything.
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(shownUnits()).toHaveLength(8);
    expect(shownUnits()[0]).toBe('MSCU1000');
    await type(searchBox(), 'hapag');
    await until(() => shownUnits().length === 8 && shownUnits().every((u) => u?.startsWith('HLXU')));
    await type(searchBox(), 'zzzz');
    await until(() => dom.host.querySelector('[data-testid="empty"]') !== null);
  });

  it('CONST-012: 8 rows a page, a link per page, sorted by a header in both orders', async () => {
    await mount();
    expect(shownUnits()).toEqual(rows.slice(0, 8).map((r) => r.unitNbr));
    expect(dom.host.querySelectorAll('[data-testid="page-link"]')).toHaveLength(3);
    await click(byLabel('Ir a la página 3'));
    await until(() => shownUnits().length === 4);
    expect(dom.host.textContent).toContain('17-20 de 20');

    await sortBy('weight');
    // A new sort goes back to page 1: the lightest first (numbers compare as numbers).
    await until(() => shownUnits()[0] === 'HLXU1019');
    // The sorted header says so to assistive technology, and it alone.
    const sorted = () =>
      [...dom.host.querySelectorAll('th[aria-sort]')].map((th) => `${th.textContent} ${th.getAttribute('aria-sort')}`);
    expect(sorted()).toEqual(['Peso ascending']);
    await sortBy('weight');
    await until(() => shownUnits()[0] === 'MSCU1000');
    expect(sorted()).toEqual(['Peso descending']);
  });

  it('the export hands over every searched, sorted row (not just the page) in the visible columns', async () => {
    await mount();
    await type(searchBox(), 'msc');
    await until(() => dom.host.textContent!.includes('1-8 de 12'));
    await sortBy('unitNbr');
    await sortBy('unitNbr');
    await until(() => shownUnits()[0] === 'MSCU1011');
    // Hide 'Línea' through the column chooser: the export leaves it out too.
    await toggleColumn('Línea');
    await until(() => !headers().includes('Línea'));
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

    await click(dom.host.querySelector('[data-testid="list-export"]')!);
    await click(menuItem('Excel (XLSX)'));
    await until(() => exported.files.length === 1);
    expect(exported.files[0]).toMatch(/^Unidades \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(exported.meta?.columns.map((c) => c.label)).toEqual(['Contenedor', 'Peso', 'Cita']);
    const msc = rows.filter((r) => r.line === 'MSC').sort((a, b) => b.unitNbr.localeCompare(a.unitNbr));
    expect(exported.rows).toEqual(msc.map((r) => [r.unitNbr, r.weight, r.apptTime]));
  });

  it('the chosen and reordered columns are kept for the user and come back after a reload', async () => {
    await mount();
    // The first header is the page's checkbox.
    expect(headers()).toEqual(['', 'Contenedor', 'Línea', 'Peso', 'Cita', 'Acciones']);
    await toggleColumn('Peso');
    await until(() => !headers().includes('Peso'));
    await click(byLabel('Subir la columna Cita'));
    await until(
      () =>
        headers().join() === ',Contenedor,Línea,Cita,Acciones' ||
        headers().indexOf('Cita') < headers().indexOf('Línea'),
    );
    // Cita moved above Peso (hidden), which stays where it was among the chosen: Contenedor, Línea, Cita.
    await click(byLabel('Subir la columna Cita'));
    await until(() => headers().indexOf('Cita') === 2);
    const key = `portalPrefs[servicio].${columnsStoreKey(LIST, columns)}`;
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(['weight']);

    act(() => dom.root.unmount());
    dom.root = createRoot(dom.host);
    await mount();
    expect(headers()).toEqual(['', 'Contenedor', 'Cita', 'Línea', 'Acciones']);
  });

  it('a saved query brings back its search and sort, after a reload', async () => {
    await mount();
    await type(searchBox(), 'hapag');
    await until(() => shownUnits().every((u) => u?.startsWith('HLXU')));
    await sortBy('weight');
    await until(() => shownUnits()[0] === 'HLXU1019');
    await click(byLabel('Consultas guardadas'));
    await click(menuItem('Guardar la consulta actual…'));
    const name = document.querySelector<HTMLInputElement>('[role="dialog"] input')!;
    await type(name, 'Hapag livianos');
    await click([...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Guardar')!);
    expect(JSON.parse(localStorage.getItem(`portalPrefs[servicio].${LIST}.savedQueries`)!)[0].label).toBe(
      'Hapag livianos',
    );

    await click(byLabel('Consultas guardadas'));
    await click(menuItem('Quitar todos los filtros'));
    await sortBy('unitNbr');
    await until(() => shownUnits()[0] === 'HLXU1012' && searchBox().value === '');
    act(() => dom.root.unmount());
    dom.root = createRoot(dom.host);
    await mount();

    await click(byLabel('Consultas guardadas'));
    await click(menuItem('Hapag livianos'));
    await until(() => searchBox().value === 'hapag' && shownUnits()[0] === 'HLXU1019');
    expect(dom.host.textContent).toContain('1-8 de 8');
  });

  it('TRK-004 VV-011 VV-018: a row click or Enter runs the row action; checkboxes keep a selection across pages for the bulk actions', async () => {
    await mount();
    const firstRow = () => dom.host.querySelector<HTMLTableRowElement>('[data-testid="rows"] tbody tr')!;
    await click(firstRow());
    await act(async () => void firstRow().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    // A row's own button does not also run the row action.
    await click(firstRow().querySelector('button')!);
    expect(clicked).toEqual(['U0', 'U0']);

    await click(byLabel('Seleccionar todo'));
    await until(() => selection.length === 8);
    await click(byLabel('Ir a la página 2'));
    await until(() => shownUnits()[0] === 'MSCU1008');
    await click(dom.host.querySelector('[data-testid="rows"] tbody input[type="checkbox"]')!);
    await until(() => selection.length === 9);
    expect(clicked).toHaveLength(2);
  });
});
