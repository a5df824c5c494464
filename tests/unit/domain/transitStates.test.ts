import { describe, expect, it } from 'vitest';
import {
  containerListStateLabel,
  exportStateLabel,
  importStateLabel,
  normalizeTransitState,
  stateOnScreen,
  trackingStateLabel,
} from '../../../src/domain/transitStates';

describe('transit-state labels per context (DECISIONS Q16)', () => {
  it.each([
    ['IMP-080', 'YARD', 'en patio'],
    ['IMP-081', 'INBOUND', 'en viaje hacia el puerto'],
    ['IMP-082', 'LOADED', 'en puerta'],
    ['IMP-083', 'DEPARTED', 'despachado'],
    ['IMP-084', 'RETIRED', 'retirado'],
    ['IMP-085', 'ADVISED', 'preavisado'],
    ['IMP-086', 'ECIN', 'descargado'],
    ['IMP-087', 'ECOUT', 'cargado en camión'],
  ])('%s: import %s is "%s"', (_id, state, label) => {
    expect(importStateLabel(state)).toBe(label);
  });

  it('IMP-080 IMP-081 IMP-082 IMP-083 IMP-084 IMP-085 IMP-086 IMP-087: the import labels of the eight transit states, and the screens write them sentence-cased', () => {
    expect(
      ['YARD', 'INBOUND', 'LOADED', 'DEPARTED', 'RETIRED', 'ADVISED', 'ECIN', 'ECOUT'].map((s) => importStateLabel(s)),
    ).toEqual([
      'en patio',
      'en viaje hacia el puerto',
      'en puerta',
      'despachado',
      'retirado',
      'preavisado',
      'descargado',
      'cargado en camión',
    ]);
    expect(stateOnScreen(importStateLabel('ECOUT'))).toBe('Cargado en camión');
  });

  it.each([
    ['LOADED', 'embarcado'],
    ['ECIN', 'en puerta'],
    ['YARD', 'en patio'],
    ['DEPARTED', 'despachado'],
  ])('D2 §4 Export unit states: export %s is "%s"', (state, label) => {
    expect(exportStateLabel(state)).toBe(label);
  });

  // One test per tracking row (issue 34 §1: a table row names its own ID).
  const tracking = (state: string, category: string) => trackingStateLabel(state, category);
  it("TRK-009: tracking shows Yard as 'En patio'", () => {
    expect([tracking('Yard', 'IMPORT'), tracking('Yard', 'EXPORT')]).toEqual(['En patio', 'En patio']);
  });
  it("TRK-010: tracking shows Inbound as 'En viaje hacia el puerto'", () => {
    expect([tracking('Inbound', 'IMPORT'), tracking('Inbound', 'EXPORT')]).toEqual([
      'En viaje hacia el puerto',
      'En viaje hacia el puerto',
    ]);
  });
  it("TRK-011: tracking shows Loaded as 'Embarcado' for export and 'En puerta' for import", () => {
    expect([tracking('Loaded', 'EXPORT'), tracking('Loaded', 'IMPORT')]).toEqual(['Embarcado', 'En puerta']);
  });
  it("TRK-012: tracking shows EC/In as 'En puerta' for export and 'Descargado' for import", () => {
    expect([tracking('EC/In', 'EXPORT'), tracking('EC/In', 'IMPORT')]).toEqual(['En puerta', 'Descargado']);
  });
  it("TRK-013: tracking shows EC/Out as 'Cargado en camión'", () => {
    expect([tracking('EC/Out', 'IMPORT'), tracking('EC/Out', 'EXPORT')]).toEqual([
      'Cargado en camión',
      'Cargado en camión',
    ]);
  });
  it("TRK-014: tracking shows Departed as 'Despachado'", () => {
    expect([tracking('Departed', 'IMPORT'), tracking('Departed', 'EXPORT')]).toEqual(['Despachado', 'Despachado']);
  });
  it("TRK-015: tracking shows Retired as 'Retirado'", () => {
    expect([tracking('Retired', 'IMPORT'), tracking('Retired', 'EXPORT')]).toEqual(['Retirado', 'Retirado']);
  });

  it('TRK-016 TRK-017: the container list shows Departed as Embarcado and Advised as Preavisado', () => {
    expect(containerListStateLabel('DEPARTED', 'IMPORT')).toBe('Embarcado');
    expect(containerListStateLabel('Advised', 'EXPORT')).toBe('Preavisado');
    expect(containerListStateLabel('YARD', 'IMPORT')).toBe('En patio');
  });

  it('normalizes the display forms and leaves unknown values as they came', () => {
    expect(normalizeTransitState('ec/out')).toBe('ECOUT');
    expect(normalizeTransitState('Muelle')).toBeUndefined();
    expect(importStateLabel('Muelle')).toBe('Muelle');
  });
});
