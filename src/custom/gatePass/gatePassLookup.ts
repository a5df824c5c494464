/**
 * The gate-pass lookup's answers (GP-002…005; DECISIONS Q27 gives its roles, the spec no calls):
 * the gate-pass data is the unit's appointment (GET /api/appointment/{unit}), its printability the
 * report check (GET /api/report/canPrintGatePass/{unit}); a 404 is 'No se encontró el GatePass',
 * refusals read 'Ocurrieron errores.' with at most six lines.
 */
import { ApiError } from '../../providers/httpClient';
import { readGatePassCheck } from '../terminal/documents/gatePassAnswer';
import { importApi, type AppointmentAnswer } from '../terminal/api/importApi';

export const MAX_ERROR_LINES = 6;

export type GatePassLookup =
  | { kind: 'notFound' }
  | { kind: 'found'; appointment: AppointmentAnswer; printable: boolean; errors: string[] };

/** At most six reason lines, without repeats. */
export const errorLinesOf = (reasons: readonly string[]): string[] =>
  [...new Set(reasons.filter(Boolean))].slice(0, MAX_ERROR_LINES);

export async function lookUpGatePass(nbr: string): Promise<GatePassLookup> {
  let appointment: AppointmentAnswer;
  try {
    appointment = await importApi.appointment(nbr);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
    throw error;
  }
  const check = readGatePassCheck(await importApi.canPrintGatePass(nbr));
  return { kind: 'found', appointment, printable: check.ok, errors: errorLinesOf(check.reasons) };
}
