import { describe, expect, it } from 'vitest';
import {
  containerListStateLabel,
  exportStateLabel,
  importStateLabel,
  normalizeTransitState,
  trackingStateLabel,
} from '../../../src/domain/transitStates';

describe('IMP-082 IMP-083 IMP-084 IMP-085 IMP-086 IMP-087 TRK-009 TRK-010 TRK-011 TRK-012 TRK-013 TRK-015: transit-state labels per context (DECISIONS Q16)', () => {
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

  it.each([
    ['LOADED', 'embarcado'],
    ['ECIN', 'en puerta'],
    ['YARD', 'en patio'],
    ['DEPARTED', 'despachado'],
  ])('D2 §4 Export unit states: export %s is "%s"', (state, label) => {
    expect(exportStateLabel(state)).toBe(label);
  });

  it.each([
    ['TRK-009', 'Yard', 'IMPORT', 'En patio'],
    ['TRK-010', 'Inbound', 'IMPORT', 'En viaje hacia el puerto'],
    ['TRK-011', 'Loaded', 'EXPORT', 'Embarcado'],
    ['TRK-011', 'Loaded', 'IMPORT', 'En puerta'],
    ['TRK-012', 'EC/In', 'EXPORT', 'En puerta'],
    ['TRK-012', 'EC/In', 'IMPORT', 'Descargado'],
    ['TRK-013', 'EC/Out', 'IMPORT', 'Cargado en camión'],
    ['TRK-014', 'Departed', 'IMPORT', 'Despachado'],
    ['TRK-015', 'Retired', 'EXPORT', 'Retirado'],
  ])('%s: tracking %s (%s) is "%s"', (_id, state, category, label) => {
    expect(trackingStateLabel(state, category)).toBe(label);
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
