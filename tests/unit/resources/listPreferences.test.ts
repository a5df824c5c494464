// @vitest-environment jsdom
/**
 * What a list keeps per user: the column chooser's choices and the saved queries go to
 * localStorage under the user's login; everything else (list params, selection) stays in
 * react-admin's session store. Plus how the chooser's stored state maps to the exported columns.
 */
import { localStorageStore, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { isPersonalKey, userPreferencesStore } from '../../../src/resources/framework/list/userPreferencesStore';
import { columnsStoreKey, inRankOrder, visibleFields } from '../../../src/resources/framework/list/visibleColumns';
import type { FieldDef } from '../../../src/resources/framework/types';

afterEach(() => localStorage.clear());

/** react-admin's session store, set up as <Admin> does. */
function sessionStore() {
  const store = memoryStore();
  store.setup();
  return store;
}

const COLUMNS_KEY = 'preferences.agents.datatable.x1';
const QUERIES_KEY = 'agents.savedQueries';
const PARAMS_KEY = 'agents.listParams';

describe('per-user list preferences', () => {
  it('chosen columns and saved queries survive a new store (a reload) for the same login only', () => {
    const first = userPreferencesStore(sessionStore(), 'servicio');
    first.setup();
    first.setItem(COLUMNS_KEY, ['1', '0']);
    first.setItem(QUERIES_KEY, [
      { label: 'Activos', value: { filter: { q: 'andes' }, sort: { field: 'name', order: 'DESC' } } },
    ]);
    first.teardown();

    const reloaded = userPreferencesStore(sessionStore(), 'servicio');
    reloaded.setup();
    expect(reloaded.getItem(COLUMNS_KEY)).toEqual(['1', '0']);
    expect(reloaded.getItem<unknown[]>(QUERIES_KEY)?.length).toBe(1);

    const other = userPreferencesStore(sessionStore(), 'servicio2');
    other.setup();
    expect(other.getItem(COLUMNS_KEY)).toBeUndefined();
    expect(other.getItem(QUERIES_KEY, [])).toEqual([]);
    other.setItem(COLUMNS_KEY, ['0']);
    // "servicio" is a prefix of "servicio2": neither sees, lists nor resets the other's entries.
    expect(reloaded.getItem(COLUMNS_KEY)).toEqual(['1', '0']);
    expect(Object.keys(reloaded.listItems!('preferences.'))).toEqual([COLUMNS_KEY]);
    other.removeItems('preferences.');
    expect(reloaded.getItem(COLUMNS_KEY)).toEqual(['1', '0']);
  });

  it('list params stay in the session store, and a store reset (logout) keeps the preferences', () => {
    const shared = sessionStore();
    const store = userPreferencesStore(shared, 'servicio');
    store.setup();
    store.setItem(PARAMS_KEY, { page: 3 });
    store.setItem(COLUMNS_KEY, ['0']);
    expect(shared.getItem(PARAMS_KEY)).toEqual({ page: 3 });
    expect(shared.getItem(COLUMNS_KEY)).toBeUndefined();
    expect(Object.keys(localStorage).some((k) => k.includes('listParams'))).toBe(false);
    store.reset();
    expect(store.getItem(PARAMS_KEY)).toBeUndefined();
    expect(store.getItem(COLUMNS_KEY)).toEqual(['0']);
  });

  it("the app store's own reset at logout (react-admin's localStorageStore) leaves the preferences alone", () => {
    const app = localStorageStore();
    app.setup();
    const store = userPreferencesStore(app, 'servicio');
    store.setup();
    store.setItem(QUERIES_KEY, [{ label: 'Mía', value: { filter: {} } }]);
    store.setItem(PARAMS_KEY, { page: 2 });
    expect(Object.keys(localStorage).some((k) => k.startsWith('RaStore') && k.includes('listParams'))).toBe(true);
    app.reset();
    expect(app.getItem(PARAMS_KEY)).toBeUndefined();
    expect(userPreferencesStore(app, 'servicio').getItem<unknown[]>(QUERIES_KEY)).toHaveLength(1);
  });

  it('subscribers hear the store their key lives in', () => {
    const store = userPreferencesStore(sessionStore(), 'servicio');
    store.setup();
    const heard: unknown[] = [];
    const stopColumns = store.subscribe(COLUMNS_KEY, (v) => heard.push(['columns', v]));
    const stopParams = store.subscribe(PARAMS_KEY, (v) => heard.push(['params', v]));
    store.setItem(COLUMNS_KEY, ['2']);
    store.setItem(PARAMS_KEY, { page: 2 });
    stopColumns();
    stopParams();
    store.setItem(COLUMNS_KEY, ['1']);
    expect(heard).toEqual([
      ['columns', ['2']],
      ['params', { page: 2 }],
    ]);
  });

  it('only preference and saved-query keys are personal', () => {
    expect(isPersonalKey('preferences.agents.datatable.x1_columnRanks')).toBe(true);
    expect(isPersonalKey('storekeepers.savedQueries')).toBe(true);
    expect(isPersonalKey('agents.listParams')).toBe(false);
    expect(isPersonalKey('agents.list.selected')).toBe(false);
  });
});

describe('visible columns for the export', () => {
  const f = (source: string): FieldDef => ({ source, label: source.toUpperCase(), kind: 'text', list: true });
  const fields = [f('id'), f('name'), f('role'), f('user.activated')];

  it("the chooser's columns: hidden ones left out, the rest in the order it gave (react-admin's column ranks)", () => {
    expect(visibleFields(fields, ['name', 'role'], [3, 0, 1, 2]).map((x) => x.source)).toEqual([
      'user.activated',
      'id',
    ]);
    expect(visibleFields(fields, ['role'], undefined).map((x) => x.source)).toEqual(['id', 'name', 'user.activated']);
    expect(visibleFields(fields, [], undefined)).toEqual(fields);
    // With the checkboxes as the grid's first child, the ranks count it too.
    expect(visibleFields(fields, [], [0, 2, 1, 3, 4], { leading: 1 }).map((x) => x.source)).toEqual([
      'name',
      'id',
      'role',
      'user.activated',
    ]);
  });

  it("ranks reorder as react-admin's DataTable does (an unranked item keeps its place)", () => {
    expect(inRankOrder(['a', 'b', 'c', 'd'], [1, 0])).toEqual(['b', 'a', 'c', 'd']);
    expect(inRankOrder(['a', 'b', 'c'], undefined)).toEqual(['a', 'b', 'c']);
  });

  it('a choice belongs to one set of list columns: a definition that changes them starts afresh', () => {
    const key = columnsStoreKey('agents', fields);
    expect(key.startsWith('preferences.agents.datatable.')).toBe(true);
    expect(columnsStoreKey('agents', fields)).toBe(key);
    expect(columnsStoreKey('agents', [...fields, f('code')])).not.toBe(key);
    expect(columnsStoreKey('agents', [fields[1], fields[0], fields[2], fields[3]])).not.toBe(key);
  });
});
