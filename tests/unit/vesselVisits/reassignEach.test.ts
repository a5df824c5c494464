/** VV-026, P42: own-means reassignment of several units, one call per unit, each outcome kept. */
import { describe, expect, it } from 'vitest';
import { reassignEach } from '../../../src/custom/vesselVisits/reassignEach';
import { toApiError } from '../../../src/providers/httpClient';

describe('reassignEach', () => {
  it("VV-026 VV-027: each unit is called in order; a refusal is that unit's error with the server's message", async () => {
    const called: string[] = [];
    const result = await reassignEach(['MSCU1', 'MSCU2', 'MSCU3'], async (nbr) => {
      called.push(nbr);
      if (nbr === 'MSCU2') throw toApiError(409, { code: '409', message: 'No existe operación en el portal' });
      return { message: 'Transportista asignado correctamente' };
    });
    expect(called).toEqual(['MSCU1', 'MSCU2', 'MSCU3']);
    expect(result).toEqual({
      finalized: ['MSCU1', 'MSCU3'],
      error: [{ unitNbr: 'MSCU2', msg: 'No existe operación en el portal' }],
    });
  });

  it('VV-028: nothing refused leaves the error list empty (the result page reads it as "Ninguno")', async () => {
    expect(await reassignEach(['MSCU1'], async () => undefined)).toEqual({ finalized: ['MSCU1'], error: [] });
  });

  it('VV-026: a lost session (401) stops the run and is thrown, not listed', async () => {
    const called: string[] = [];
    const run = reassignEach(['MSCU1', 'MSCU2'], async (nbr) => {
      called.push(nbr);
      throw toApiError(401, { code: '401', message: 'Sesión expirada' });
    });
    await expect(run).rejects.toMatchObject({ status: 401 });
    expect(called).toEqual(['MSCU1']);
  });
});
