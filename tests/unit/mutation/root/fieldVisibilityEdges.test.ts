/** The field-level show rows applied to records (src/domain/fieldVisibility.ts), pinned without the mock. */
import { describe, expect, it } from 'vitest';
import { hiddenFields, withoutFields } from '../../../../src/domain/fieldVisibility';
import { addPermissionRows, PERMISSIONS } from '../../../../src/domain/permissions';

const CS = 'ROLE_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';

describe('hiddenFields', () => {
  it('lists the paths under the resource whose show row names none of the roles, sorted, without the resource', () => {
    expect(hiddenFields('clients', [CS])).toEqual([
      'customer.clienteRelacionado',
      'customer.cobranzaDirecta',
      'customer.codigoImputacion',
      'customer.validado',
    ]);
    expect(hiddenFields('agents', [CS])).toEqual(['emailPersonal']);
  });

  it('hides nothing from a role every show row names, and skips rows without a show list', () => {
    // clients.customer.bloqueado has an edit row only: it follows its resource, never hidden here.
    expect(hiddenFields('clients', [FIN])).toEqual([]);
    expect(hiddenFields('agents', [SUP])).toEqual([]);
    expect(hiddenFields('clients', [])).not.toContain('customer.bloqueado');
  });

  it('one role of several is enough to see a field', () => {
    expect(hiddenFields('agents', ['ROLE_AGA', SUP])).toEqual([]);
  });

  it('a wildcard row is never a field, even with a show list', () => {
    const name = 'mutationProbeFields.*';
    addPermissionRows({ [name]: { show: [SUP] }, 'mutationProbeFields.secret': { show: [SUP] } });
    try {
      expect(hiddenFields('mutationProbeFields', [CS])).toEqual(['secret']);
    } finally {
      delete PERMISSIONS[name];
      delete PERMISSIONS['mutationProbeFields.secret'];
    }
  });
});

describe('withoutFields', () => {
  it('no paths, or a record that is not an object, comes back as it is', () => {
    const record = { a: 1 };
    expect(withoutFields(record, [])).toBe(record);
    expect(withoutFields(null, ['a'])).toBeNull();
    expect(withoutFields(undefined, ['a'])).toBeUndefined();
    expect(withoutFields('text', ['0'])).toBe('text');
    const list = [{ a: 1 }];
    expect(withoutFields(list, ['a'])).toBe(list);
    expect(withoutFields(list, ['0'])).toStrictEqual([{ a: 1 }]);
  });

  it('drops top-level and nested paths on a copy, leaving the record untouched', () => {
    const record = { id: 1, secret: 's', customer: { sigla: 'X', validado: true, nombre: 'N' }, other: { sigla: 'Y' } };
    const out = withoutFields(record, ['secret', 'customer.sigla', 'customer.validado']);
    expect(out).toStrictEqual({ id: 1, customer: { nombre: 'N' }, other: { sigla: 'Y' } });
    expect(record).toStrictEqual({
      id: 1,
      secret: 's',
      customer: { sigla: 'X', validado: true, nombre: 'N' },
      other: { sigla: 'Y' },
    });
  });

  it('follows paths deeper than one dot', () => {
    expect(withoutFields({ a: { b: { c: 1, d: 2 } } }, ['a.b.c'])).toStrictEqual({ a: { b: { d: 2 } } });
  });

  it('adds no key the record lacks', () => {
    expect(withoutFields({ id: 1 }, ['customer.sigla'])).toStrictEqual({ id: 1 });
  });

  it('a path starting with a dot names the empty key, not a field with a dot', () => {
    expect(withoutFields({ '.x': 1, '': { x: 2, y: 3 } }, ['.x'])).toStrictEqual({ '.x': 1, '': { y: 3 } });
  });
});
