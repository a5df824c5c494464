/**
 * 'Por sus propios medios' for the units selected on the visit list (VV-026; docs/decisions.md P42):
 * the mass call takes a trucking company only, so each unit goes through its own reassignment call
 * and keeps its own outcome, in the result page's shape (finalized, error with the server's message).
 */
import { ApiError } from '../../providers/httpClient';
import type { ReassignResult } from '../../domain/terminalWire/reassign';

/**
 * Calls `reassignOne` for each unit in order. A refusal is that unit's error line; a lost session
 * (401) stops the run and is thrown, for the screen to sign out as every other call does.
 */
export async function reassignEach(
  nbrs: readonly string[],
  reassignOne: (nbr: string) => Promise<unknown>,
): Promise<ReassignResult> {
  const result: ReassignResult = { finalized: [], error: [] };
  for (const nbr of nbrs) {
    try {
      await reassignOne(nbr);
      result.finalized.push(nbr);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) throw err;
      const msg = err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : String(err);
      result.error.push({ unitNbr: nbr, msg });
    }
  }
  return result;
}
