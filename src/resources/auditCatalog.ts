/**
 * The audit trail's names of a record type's fields (issue 33 §3): the form labels and choices of
 * the resource definition the record type is stored for, so the trail says 'Días de crédito' and
 * 'Agente de aduanas' where its definition does. Read by the /audit screen, the 'Historial' button
 * of a record's page and the mock's XLSX.
 */
import type { AuditFieldCatalog, AuditFieldInfo } from '../domain/audit/present';
import { definitions } from './registry';
import { recordTypeOfDefinition } from './framework/auditRecordType';

let byType: Map<string, Record<string, AuditFieldInfo>> | undefined;

export const auditCatalog: AuditFieldCatalog = (recordType) => {
  if (!byType) {
    byType = new Map();
    for (const d of definitions) {
      const type = recordTypeOfDefinition(d);
      if (!type || byType.has(type)) continue;
      byType.set(type, Object.fromEntries(d.fields.map((f) => [f.source, { label: f.label, choices: f.choices }])));
    }
  }
  return byType.get(recordType) ?? {};
};
