/**
 * Wire shapes of the terminal's calls, one source for the console's client and the mock's answers
 * (src/custom/terminal, mock-server/areas): types only.
 */

/** POST /import/reassigntruckingmassive/{id} and the per-unit own-means reassignment (VV-023, VV-026). */
export interface ReassignResult {
  finalized: string[];
  error: { unitNbr: string; msg: string }[];
}
