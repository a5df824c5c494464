/**
 * The audit trail's recording rules (issue 33 §3, rulings in rulings-audit): what an entry keeps
 * of a record's change, how a search filters and pages, how the calls read their query, and how
 * an entry reads in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { areaOf } from '../../../src/domain/audit/areas';
import { auditQueryOf, auditList } from '../../../src/domain/audit/calls';
import {
  changeText,
  fieldLabel,
  valueText,
  type AuditFieldCatalog,
  type AuditFieldInfo,
} from '../../../src/domain/audit/present';
import { auditPageOf } from '../../../src/domain/audit/query';
import { auditChanges, auditEntryOf, MAX_VALUE_CHARS } from '../../../src/domain/audit/recording';
import type { AuditEntry } from '../../../src/domain/audit/wire';
import { WireError } from '../../../src/domain/legacyCall';
import { auditMessages } from '../../../src/i18n/auditMessages';

const facts = {
  id: 7,
  at: '2025-11-05T13:00:00.000Z',
  user: 'servicio',
  roles: ['ROLE_CUSTOMER_SERVICE'],
  area: 'administration',
  call: 'PUT /api/agent/1',
  recordType: 'agent',
  recordId: '1',
};

describe('recording rules', () => {
  it('an update keeps only the fields that changed, nested fields by their path', () => {
    const before = {
      id: '1',
      name: 'A',
      contactInfo: { contactEmail: 'a@x.cl', contactCity: 'Valparaíso' },
      tags: ['x'],
    };
    const after = {
      id: '1',
      name: 'B',
      contactInfo: { contactEmail: 'b@x.cl', contactCity: 'Valparaíso' },
      tags: ['x'],
      notes: 'nuevo',
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'contactInfo.contactEmail', before: 'a@x.cl', after: 'b@x.cl' },
      { field: 'notes', after: 'nuevo' },
    ]);
  });

  it('a list of records with a key is compared element by element; other lists whole', () => {
    const d = (cardId: string, name: string) => ({ cardId, name });
    const before = { id: 't', drivers: [d('1-9', 'Ana'), d('2-7', 'Luis')], codes: [1, 2] };
    const after = { id: 't', drivers: [d('1-9', 'Ana María'), d('3-5', 'Eva')], codes: [1, 3] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'drivers[1-9]', before: d('1-9', 'Ana'), after: d('1-9', 'Ana María') },
      { field: 'drivers[3-5]', after: d('3-5', 'Eva') },
      { field: 'codes', before: [1, 2], after: [1, 3] },
      { field: 'drivers[2-7]', before: d('2-7', 'Luis') },
    ]);
    // Emptied: its elements leave, no '[]' beside them.
    expect(auditChanges({ id: 't', drivers: [d('1-9', 'Ana')] }, { id: 't', drivers: [] })).toEqual([
      { field: 'drivers[1-9]', before: d('1-9', 'Ana') },
    ]);
  });

  it('secrets are only said to have changed; long values are cut to MAX_VALUE_CHARS', () => {
    const long = 'x'.repeat(MAX_VALUE_CHARS + 50);
    const changes = auditChanges(
      { id: 1, passwordHash: 'scrypt$a', resetKey: null, notes: '' },
      { id: 1, passwordHash: 'scrypt$b', resetKey: 'k', notes: long },
    );
    expect(changes).toEqual([
      { field: 'passwordHash', hidden: true },
      { field: 'resetKey', hidden: true },
      { field: 'notes', before: '', after: `${'x'.repeat(MAX_VALUE_CHARS)}…` },
    ]);
    expect(JSON.stringify(changes)).not.toContain('scrypt');
  });

  it('creation keeps every field after, deletion every field before; an update that changed nothing is no entry', () => {
    const r = { id: 'L1', name: 'Línea' };
    expect(auditEntryOf({ ...facts, before: null, after: r })).toMatchObject({
      id: 7,
      action: 'create',
      changes: [
        { field: 'id', after: 'L1' },
        { field: 'name', after: 'Línea' },
      ],
    });
    expect(auditEntryOf({ ...facts, before: r, after: null })).toMatchObject({
      action: 'delete',
      changes: [
        { field: 'id', before: 'L1' },
        { field: 'name', before: 'Línea' },
      ],
    });
    expect(auditEntryOf({ ...facts, before: r, after: { ...r } })).toBeNull();
    expect(auditEntryOf({ ...facts, before: null, after: null })).toBeNull();
  });

  it('record types belong to an area; an unknown one to "other"', () => {
    expect([
      areaOf('agent'),
      areaOf('operation'),
      areaOf('gateVisit'),
      areaOf('invoice'),
      areaOf('user'),
      areaOf('nuevaColeccion'),
    ]).toEqual(['administration', 'operations', 'gate', 'billing', 'account', 'other']);
  });
});

const entry = (id: number, at: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at,
  user: 'servicio',
  roles: [],
  area: 'administration',
  recordType: 'agent',
  recordId: String(id % 3),
  action: 'update',
  call: '',
  changes: [],
  ...over,
});

describe('the search', () => {
  // 2025-11-05 03:00Z is 00:00 in Santiago (UTC-3): the day boundary is Santiago's.
  const entries = [
    entry(1, '2025-11-05T02:59:59.000Z'),
    entry(2, '2025-11-05T03:00:00.000Z', { user: 'finanzas', area: 'billing', recordType: 'invoice' }),
    entry(3, '2025-11-06T02:59:59.000Z'),
    entry(4, '2025-11-06T03:00:00.000Z', { recordType: 'user', recordId: '1' }),
  ];
  const q = { user: null, record: null, area: null, from: null, to: null, page: 0, size: 50 } as const;

  it('filters by user part, record id or type/id, area and Santiago days; newest first with the total', () => {
    expect(auditPageOf(entries, q).rows.map((e) => e.id)).toEqual([4, 3, 2, 1]);
    expect(auditPageOf(entries, { ...q, user: 'FINAN' }).rows.map((e) => e.id)).toEqual([2]);
    expect(auditPageOf(entries, { ...q, record: '1' }).rows.map((e) => e.id)).toEqual([4, 1]);
    expect(auditPageOf(entries, { ...q, record: 'agent/1' }).rows.map((e) => e.id)).toEqual([1]);
    expect(auditPageOf(entries, { ...q, area: 'billing' }).rows.map((e) => e.id)).toEqual([2]);
    expect(auditPageOf(entries, { ...q, from: '2025-11-05', to: '2025-11-05' }).rows.map((e) => e.id)).toEqual([3, 2]);
    expect(auditPageOf(entries, { ...q, page: 1, size: 3 })).toEqual({
      rows: [entries[0]],
      total: 4,
      page: 1,
      size: 3,
    });
  });

  it('the call reads its query back and refuses bad values naming the field', () => {
    const wire = auditList.toWire({
      ...q,
      user: 'servicio',
      record: 'agent/1',
      area: 'administration',
      from: '2025-11-01',
      to: '2025-11-05',
      page: 2,
      size: 20,
    });
    expect(wire.path).toBe(
      '/audit?user=servicio&record=agent%2F1&area=administration&from=2025-11-01&to=2025-11-05&page=2&size=20',
    );
    const query = Object.fromEntries(new URLSearchParams(wire.path.split('?')[1]));
    expect(auditList.fromWire({ params: {}, query, body: undefined })).toEqual({
      user: 'servicio',
      record: 'agent/1',
      area: 'administration',
      from: '2025-11-01',
      to: '2025-11-05',
      page: 2,
      size: 20,
    });
    expect(auditQueryOf({})).toEqual(q);
    const refused = (query: Record<string, unknown>) => {
      try {
        auditQueryOf(query);
        return {};
      } catch (e) {
        return (e as WireError).fields;
      }
    };
    const r = auditMessages.refusals;
    expect(refused({ from: '2025-02-30', size: '1001', page: '-1', area: 'x' })).toEqual({
      from: r.badDay,
      size: r.badSize,
      page: r.badPage,
      area: r.badArea,
    });
    expect(refused({ from: '2025-11-06', to: '2025-11-05' })).toEqual({ to: r.order });
  });
});

describe('reading an entry in Spanish', () => {
  const agentFields: Record<string, AuditFieldInfo> = {
    name: { label: 'Nombre' },
    role: { label: 'Tipo de agente', choices: [{ id: 'AGENTE', name: 'Agente de aduanas' }] },
  };
  const catalog: AuditFieldCatalog = (t) => (t === 'agent' ? agentFields : {});

  it('labels fields by the record type’s form, then the shared names; values as the portal writes them', () => {
    expect(fieldLabel('agent', 'name', catalog)).toBe('Nombre');
    expect(fieldLabel('truckingcompany', 'drivers[1-9]', catalog)).toBe('Conductores 1-9');
    expect(fieldLabel('operation', 'contactInfo.contactEmail', catalog)).toBe('Correo de contacto');
    expect(changeText('agent', { field: 'role', before: 'AGENTE', after: null }, catalog)).toEqual({
      field: 'Tipo de agente',
      before: 'Agente de aduanas',
      after: '—',
    });
    expect(changeText('user', { field: 'passwordHash', hidden: true }, catalog)).toEqual({
      field: 'Contraseña',
      before: '(oculto)',
      after: '(oculto)',
    });
    expect(valueText('2025-11-05T13:00:00.000Z')).toBe('05/11/2025 10:00');
    expect(valueText('2025-11-05')).toBe('05/11/2025');
    expect([valueText(true), valueText(false), valueText(1234.5), valueText([])]).toEqual(['Sí', 'No', '1.234,5', '—']);
    expect(valueText({ cardId: '1-9', name: 'Ana', activo: true })).toBe('RUT: 1-9; Nombre: Ana; Activo: Sí');
  });
});
