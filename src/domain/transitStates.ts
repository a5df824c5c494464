/**
 * Unit transit states and their labels per context (D2 §4; DECISIONS Q16: one function per
 * context, no ad-hoc strings). Values as the legacy server sends them; the tracking service
 * may also send the display forms ('Yard', 'EC/In'), which normalize to the same values.
 */
import { transitStateMessages } from '../i18n/transitStateMessages';

export const TRANSIT_STATES = ['ADVISED', 'INBOUND', 'ECIN', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED', 'RETIRED'] as const;
export type TransitState = (typeof TRANSIT_STATES)[number];

/** States of a unit that has left the terminal: its visit is history (no action changes it). */
export const GONE_STATES: readonly TransitState[] = ['DEPARTED', 'RETIRED'];
export const isGone = (state: unknown): boolean =>
  (GONE_STATES as readonly unknown[]).includes(normalizeTransitState(state));

/** 'EC/In', 'Yard', 'ecout' … → 'ECIN', 'YARD', 'ECOUT'; undefined when it is no known state. */
export function normalizeTransitState(value: unknown): TransitState | undefined {
  const key = String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return (TRANSIT_STATES as readonly string[]).includes(key) ? (key as TransitState) : undefined;
}

const labels = transitStateMessages;
const raw = (value: unknown) => String(value ?? '');

/**
 * A state as a screen shows it, at the start of a cell or chip: with a capital, as tracking's
 * labels are written ('en patio' → 'En patio'), so a state reads one way on every screen. The
 * labels themselves stay the spec's (messages use them mid-sentence); see docs/decisions.md P48.
 */
export const stateOnScreen = (label: string): string => label.charAt(0).toLocaleUpperCase('es-CL') + label.slice(1);

/** Import screens (IMP-080…087). */
export function importStateLabel(value: unknown): string {
  const s = normalizeTransitState(value);
  return s ? labels.import[s] : raw(value);
}

/** Export and empties screens (D2 §4 Export unit states: LOADED is 'embarcado'). */
export function exportStateLabel(value: unknown): string {
  const s = normalizeTransitState(value);
  return s ? labels.export[s] : raw(value);
}

/** The tracking table (TRK-009…015): LOADED and ECIN read differently for import and export units. */
export function trackingStateLabel(value: unknown, category: 'IMPORT' | 'EXPORT' | string): string {
  const s = normalizeTransitState(value);
  if (!s) return raw(value);
  const exportUnit = String(category).toUpperCase().startsWith('EXP');
  if (s === 'LOADED') return exportUnit ? labels.tracking.LOADED_EXPORT : labels.tracking.LOADED_IMPORT;
  if (s === 'ECIN') return exportUnit ? labels.tracking.ECIN_EXPORT : labels.tracking.ECIN_IMPORT;
  return labels.tracking[s];
}

/** The tracking container list (TRK-016, TRK-017): Departed is 'Embarcado', Advised 'Preavisado'. */
export function containerListStateLabel(value: unknown, category: 'IMPORT' | 'EXPORT' | string): string {
  const s = normalizeTransitState(value);
  if (s === 'DEPARTED') return labels.containerList.DEPARTED;
  if (s === 'ADVISED') return labels.containerList.ADVISED;
  return trackingStateLabel(value, category);
}
