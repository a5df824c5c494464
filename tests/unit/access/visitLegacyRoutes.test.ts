import { describe, expect, it } from 'vitest';
import { legacyTargetIn } from '../../../src/custom/areas/legacyPaths';
import { vesselVisitsArea } from '../../../src/custom/vesselVisits/area';

/** The vessel-visit area's legacy paths, as its manifest declares them. */
const legacyTarget = (pathname: string, search?: string) =>
  legacyTargetIn(vesselVisitsArea.legacyRoutes!, pathname, search);

describe('vessel-visit legacy paths (DECISIONS Q11)', () => {
  it('VV-001 VV-014 VV-023 VV-027 VV-028: /vesselvisit screens open their /vesselVisits screens, query kept', () => {
    expect(legacyTarget('/vesselvisit')).toBe('/vesselVisits');
    expect(legacyTarget('/vesselvisit', '?visit=MSCAN36S')).toBe('/vesselVisits?visit=MSCAN36S');
    expect(legacyTarget('/vesselvisit/management/MSCAN36S')).toBe('/vesselVisits/management/MSCAN36S');
    expect(legacyTarget('/vesselvisit/reassignTransport/MSCU9861217', '?containers=MSCU9861217,MSKU1234565')).toBe(
      '/vesselVisits/reassignTransport/MSCU9861217?containers=MSCU9861217%2CMSKU1234565',
    );
    expect(legacyTarget('/vesselvisit/reassignTransportResult', '?finalized=%5B%5D&error=%5B%5D')).toBe(
      '/vesselVisits/reassignTransportResult?finalized=%5B%5D&error=%5B%5D',
    );
    expect(legacyTarget('/vesselvisit/appointment/MSCU9861217')).toBe('/vesselVisits/appointment/MSCU9861217');
  });
});
