/** Every code a person reads has its Spanish label in one place (src/i18n/codeLabels.ts; issue 30 §4). */
import { describe, expect, it } from 'vitest';
import { CAR_VISIT_STATES } from '../../../src/domain/cars/carVisitRules';
import { CAR_PICKUP_CONDITIONS } from '../../../src/domain/cars/inscriptionRules';
import { VEHICLE_MOVES } from '../../../src/domain/cars/vehicleMoves';
import { EXPORT_SAG_CONDITIONS } from '../../../src/domain/exportPreadvice/preadviceRules';
import { SAG_ORDER } from '../../../src/domain/gate/sag';
import { SAG_CONDITIONS } from '../../../src/domain/importPickup/pickupRules';
import { EDI_BATCH_STATES, EDI_MESSAGE_CLASSES } from '../../../src/domain/reports/coprar';
import { OPERATION_TYPES } from '../../../src/domain/reports/reportTypes';
import { appointmentSlot, slotRange, withSlotEnd } from '../../../src/domain/appointmentSlot';
import {
  categoryLabel,
  codeLabel,
  codeLabelMessages,
  humanizeCode,
  type CodeFamily,
} from '../../../src/i18n/codeLabels';
import { gateMessages } from '../../../src/i18n/gateMessages';

/** Each family's codes as the domain lists them (or, where the domain has only a type, as the wire sends them). */
const CODES: Record<CodeFamily, readonly string[]> = {
  operationType: OPERATION_TYPES,
  pickupCondition: [...new Set(['DIRECTO', 'INDIRECTO', ...CAR_PICKUP_CONDITIONS])],
  sagCondition: [...new Set([...SAG_CONDITIONS, ...EXPORT_SAG_CONDITIONS, ...SAG_ORDER])],
  sagState: Object.values(gateMessages.sag.estados),
  customerRole: ['CONSIGNEE', 'SHIPPER', 'CUSTOMER'],
  category: ['IMPORT', 'EXPORT', 'STORAGE'],
  visitStatus: CAR_VISIT_STATES,
  vehicleMove: VEHICLE_MOVES,
  ediBatchState: EDI_BATCH_STATES,
  ediMessageClass: EDI_MESSAGE_CLASSES,
};

describe('code labels', () => {
  it.each(Object.entries(CODES))('every %s code has its own Spanish label, never the code itself', (family, codes) => {
    const table = codeLabelMessages[family as CodeFamily] as Record<string, string>;
    expect(Object.keys(table).sort(), "the table holds exactly the domain's codes").toEqual([...codes].sort());
    for (const code of codes) {
      const label = codeLabel(family as CodeFamily, code);
      expect(label, code).toBe(table[code]);
      expect(label, code).not.toBe(code);
      // A label reads as Spanish text: no underscores, not shouted in capitals.
      expect(label, code).not.toMatch(/_/);
      expect(label, code).not.toBe(label.toUpperCase());
    }
  });

  it('an empty value reads empty; an unknown code reads humanised, never raw', () => {
    expect(codeLabel('operationType', null)).toBe('');
    expect(codeLabel('operationType', '')).toBe('');
    expect(codeLabel('operationType', 'NUEVO_TIPO')).toBe('Nuevo tipo');
    expect(humanizeCode('EN_REVISION')).toBe('En revision');
    expect(humanizeCode('Ya legible')).toBe('Ya legible');
    expect(codeLabel('sagCondition', 'sin inspeccion')).toBe('Sin inspección');
  });

  it('the legacy spellings of a category read the same label', () => {
    for (const v of ['IMPORT', 'IMPRT', 'Import']) expect(categoryLabel(v)).toBe('Importación');
    for (const v of ['EXPORT', 'EXPRT', 'Export']) expect(categoryLabel(v)).toBe('Exportación');
    expect(categoryLabel('STORAGE')).toBe('Almacenaje');
  });

  it('an appointment reads with its whole slot, DD/MM/YYYY HH:mm–HH:mm', () => {
    expect(appointmentSlot('2025-11-05', '14:00', '16:00')).toBe('05/11/2025 14:00–16:00');
    expect(slotRange('14:00', '16:00')).toBe('14:00–16:00');
    expect(slotRange('14:00', null)).toBe('14:00');
    expect(withSlotEnd('05/11/2025 14:00', '16:00')).toBe('05/11/2025 14:00–16:00');
    expect(withSlotEnd('05/11/2025 14:00', null)).toBe('05/11/2025 14:00');
    expect(withSlotEnd(null, '16:00')).toBeNull();
  });
});
