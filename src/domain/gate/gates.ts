/**
 * The terminal's gates (D2 §9, CONST-045, GATE-003): numbered from 1, offered as 'Puerta N', the
 * first by default. One catalogue: the mock answers it (GET /api/appointmentrules/gates) and
 * checks an arrival's gate against it; the console offers what the mock answers.
 */
import { fillText } from '../../i18n/fillText';
import { gateMessages } from '../../i18n/gateMessages';

/** The terminal's truck gates (a ruling: four lanes). */
export const GATE_NUMBERS: readonly number[] = [1, 2, 3, 4];
export const DEFAULT_GATE = 1;

/** 'Puerta N'. */
export const gateLabel = (n: number | string): string => fillText(gateMessages.gateLabel, { n });

/** A gate of the catalogue, as GET /api/appointmentrules/gates answers it. */
export interface GateOption {
  id: number;
  name: string;
  default: boolean;
}

export const GATES: readonly GateOption[] = GATE_NUMBERS.map((id) => ({
  id,
  name: gateLabel(id),
  default: id === DEFAULT_GATE,
}));

/** The gate a value names (1, '1', ' 2 '), or undefined when it is no gate of the terminal. */
export function gateOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return GATE_NUMBERS.includes(n) ? n : undefined;
}
