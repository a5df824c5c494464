import { describe, expect, it } from 'vitest';
import { collationKey, flattenFilter, listQuery } from '../../../src/providers/listQuery';

const agents = [
  {
    id: '76086428-5',
    name: 'Agencia Ñandú Ltda',
    user: { email: 'nandu@agencia.cl', activated: true },
    role: 'AGENTE',
    isAgentCar: false,
    diasDeCredito: 30,
  },
  {
    id: '96511460-1',
    name: 'Álvarez y Compañía',
    user: { email: 'alvarez@correo.cl', activated: false },
    role: 'FORWARDER',
    isAgentCar: true,
    diasDeCredito: 5,
  },
  {
    id: '12345678-5',
    name: 'Nadal Hermanos',
    user: { email: 'nadal@correo.cl', activated: true },
    role: 'DEPOSITO',
    isAgentCar: false,
    diasDeCredito: null,
  },
  {
    id: '9876543-3',
    name: 'oceánica spa',
    user: { email: 'oceanica@correo.cl' },
    role: null,
    isAgentCar: false,
    diasDeCredito: 100,
  },
  {
    id: '11111111-1',
    name: 'Zapallar Agentes',
    user: { email: 'zapallar@correo.cl', activated: true },
    role: 'AGENTE',
    isAgentCar: false,
    diasDeCredito: 0,
  },
];
const search = ['id', 'name', 'user.email'];
const ids = (r: { data: { id: string }[] }) => r.data.map((a) => a.id);

describe('listQuery', () => {
  it('ADM-SHELL-009: a search shorter than 3 characters is ignored', () => {
    expect(listQuery(agents, { search, q: 'ña' }).total).toBe(5);
    expect(listQuery(agents, { search, q: '  al ' }).total).toBe(5);
    expect(ids(listQuery(agents, { search, q: 'ñan' }))).toEqual(['76086428-5']);
  });

  it('ADM-SHELL-008: search is case- and accent-insensitive substring over the search fields', () => {
    expect(ids(listQuery(agents, { search, q: 'ALVAREZ' }))).toEqual(['96511460-1']);
    expect(ids(listQuery(agents, { search, q: 'oceánica' }))).toEqual(['9876543-3']);
    expect(ids(listQuery(agents, { search, q: 'compania' }))).toEqual(['96511460-1']);
    expect(ids(listQuery(agents, { search, q: 'correo.cl', sort: { field: 'id', order: 'ASC' } })).length).toBe(4);
    // role is not a search field
    expect(listQuery(agents, { search, q: 'forwarder' }).total).toBe(0);
  });

  it('ADM-SHELL-008: RUTs match typed with or without dots and hyphen', () => {
    expect(ids(listQuery(agents, { search, q: '76.086.428-5' }))).toEqual(['76086428-5']);
    expect(ids(listQuery(agents, { search, q: '760864285' }))).toEqual(['76086428-5']);
    expect(ids(listQuery(agents, { search, q: '76086428-5' }))).toEqual(['76086428-5']);
    expect(ids(listQuery(agents, { search, q: '9.876.543' }))).toEqual(['9876543-3']);
    expect(ids(listQuery(agents, { search, q: '12.345.678-k' }))).toEqual([]);
  });

  it('filters by exact value on dotted paths, booleans, and any-of arrays', () => {
    expect(ids(listQuery(agents, { search, filter: { role: 'AGENTE' } }))).toEqual(['76086428-5', '11111111-1']);
    expect(ids(listQuery(agents, { search, filter: { 'user.activated': false } }))).toEqual(['96511460-1']);
    expect(ids(listQuery(agents, { search, filter: { user: { activated: true } } }))).toEqual([
      '76086428-5',
      '12345678-5',
      '11111111-1',
    ]);
    expect(ids(listQuery(agents, { search, filter: { isAgentCar: true } }))).toEqual(['96511460-1']);
    expect(ids(listQuery(agents, { search, filter: { role: ['FORWARDER', 'DEPOSITO'] } }))).toEqual([
      '96511460-1',
      '12345678-5',
    ]);
    expect(listQuery(agents, { search, filter: { role: '', isAgentCar: undefined, q: 'zz' } }).total).toBe(5);
    expect(ids(listQuery(agents, { search, q: 'correo', filter: { role: 'AGENTE' } }))).toEqual(['11111111-1']);
  });

  it('ADM-STK-004: 1 means true for boolean filters', () => {
    const storekeepers = [
      { id: 'a', deposit: 1 },
      { id: 'b', deposit: 0 },
      { id: 'c', deposit: true },
    ];
    expect(listQuery(storekeepers, { search: [], filter: { deposit: true } }).data.map((r) => r.id)).toEqual([
      'a',
      'c',
    ]);
  });

  it('sorts strings in Spanish order (accents and case ignored, ñ after n), numbers numerically, empties last', () => {
    expect(ids(listQuery(agents, { search, sort: { field: 'name', order: 'ASC' } }))).toEqual([
      '76086428-5',
      '96511460-1',
      '12345678-5',
      '9876543-3',
      '11111111-1',
    ]);
    expect(listQuery(agents, { search, sort: { field: 'name', order: 'DESC' } }).data.map((a) => a.name)).toEqual([
      'Zapallar Agentes',
      'oceánica spa',
      'Nadal Hermanos',
      'Álvarez y Compañía',
      'Agencia Ñandú Ltda',
    ]);
    const names = ['Ñuble', 'Nuñez', 'Nuble', 'Oro', 'nz'].map((name, i) => ({ id: String(i), name }));
    expect(listQuery(names, { search: [], sort: { field: 'name', order: 'ASC' } }).data.map((r) => r.name)).toEqual([
      'Nuble',
      'Nuñez',
      'nz',
      'Ñuble',
      'Oro',
    ]);
    expect(
      listQuery(agents, { search, sort: { field: 'diasDeCredito', order: 'ASC' } }).data.map((a) => a.diasDeCredito),
    ).toEqual([0, 5, 30, 100, null]);
    expect(
      listQuery(agents, { search, sort: { field: 'diasDeCredito', order: 'DESC' } }).data.map((a) => a.diasDeCredito),
    ).toEqual([100, 30, 5, 0, null]);
    expect(listQuery(agents, { search, sort: { field: 'role', order: 'DESC' } }).data.map((a) => a.role)).toEqual([
      'FORWARDER',
      'DEPOSITO',
      'AGENTE',
      'AGENTE',
      null,
    ]);
  });

  it('the fast collation key orders like Intl.Collator es', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    const sample = [
      'Ñandú',
      'nandu',
      'Nadia',
      'Ómar',
      'oscar',
      'Álvaro',
      'alvaro',
      'agente 10',
      'agente 9',
      'agente-9',
      'agente.9',
      'Agente 009',
      'zeta',
      'Zapato',
      'a b',
      'ab',
      'a_b',
      'a(b)',
      'n',
      'ñ',
      'nz',
      'o',
      'Cía. Ltda.',
      'cia ltda',
      '76086428-5',
      '9876543-3',
      'ü',
      'u',
      'z',
      '',
      '1',
      '10',
      '2',
      'a1b',
      'a01b',
      'x&y',
      'x$y',
      'x~y',
      'x/y',
    ];
    for (const a of sample) {
      for (const b of sample) {
        const ka = collationKey(a);
        const kb = collationKey(b);
        expect(ka).not.toBeNull();
        const byKey = Math.sign(ka! < kb! ? -1 : ka! > kb! ? 1 : 0);
        expect([a, b, byKey]).toEqual([a, b, Math.sign(collator.compare(a, b))]);
      }
    }
    expect(collationKey('日本')).toBeNull();
  });

  it('pages after searching and sorting, with the total of all matches', () => {
    const page2 = listQuery(agents, {
      search,
      q: 'correo',
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(page2.total).toBe(4);
    expect(page2.data.map((a) => a.name)).toEqual(['oceánica spa', 'Zapallar Agentes']);
    const all = listQuery(agents, { search, pagination: { page: 3, perPage: 2 } });
    expect(all).toEqual({ data: [agents[4]], total: 5 });
  });

  it('flattens nested filters to dotted paths', () => {
    expect(flattenFilter({ user: { activated: true, name: 'x' }, role: ['A'] })).toEqual({
      'user.activated': true,
      'user.name': 'x',
      role: ['A'],
    });
  });

  // Speed is a benchmark (`npm run bench`); this checks the cached engine stays correct across repeat queries.
  it('repeat queries over 100,000 rows give full, correct pages', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      id: `${10_000_000 + i}-${i % 10}`,
      name: `${['Agencia', 'Compañía', 'Álvarez', 'Ñuñoa', 'Transportes'][i % 5]} ${i.toString(36)} Limitada`,
      user: { email: `agente${i}@correo.cl`, activated: i % 3 !== 0 },
      role: ['AGENTE', 'FORWARDER', 'DEPOSITO', 'EMBARCADOR'][i % 4],
    }));
    const query = (q: string, page: number) =>
      listQuery(rows, {
        search,
        q,
        filter: {},
        sort: { field: 'name', order: 'ASC' },
        pagination: { page, perPage: 25 },
      });
    const first = query('agencia', 1);
    expect(first.total).toBe(20_000);
    for (let k = 0; k < 15; k++) {
      const q = ['compan', 'alvar', 'nunoa', 'limit'][k % 4]!;
      const r = query(q, (k % 3) + 1);
      expect(r.data.length).toBe(25);
      expect(
        r.data.every((row) =>
          row.name
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .includes(q),
        ),
      ).toBe(true);
      const names = r.data.map((row) => row.name);
      expect([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base', numeric: true }))).toEqual(
        names,
      );
    }
  });
});
