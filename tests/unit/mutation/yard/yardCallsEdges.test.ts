/** The yard's codecs (src/domain/yard/calls.ts) field by field: the round trips the yard's tests leave open. */
import { describe, expect, it } from 'vitest';
import {
  sequenceExport,
  sequencingCancel,
  sequencingDetail,
  sequencingInform,
  sequencingRehandles,
  sequencingSave,
  yardBlockPositions,
} from '../../../../src/domain/yard/calls';
import type { SequencingDraft } from '../../../../src/domain/yard/sequencingForm';

const req = (params: Record<string, string>, body: unknown = {}) => ({ params, query: {}, body });
const draft: SequencingDraft = {
  block: 'A1',
  sectionFrom: '1',
  sectionTo: '5',
  rowFrom: 'A',
  rowTo: 'C',
  intervalDirects: '10',
  dateInitation: '05/11/2026 08:00',
  method: '0',
  sentido: '1',
  sentidoStack: '0',
};

describe('yard codecs, edges', () => {
  it('a plan goes and comes back whole, every text trimmed; block and rows upper case', () => {
    for (const call of [sequencingSave, sequencingRehandles]) {
      const wire = call.toWire(draft);
      expect(wire.body).toEqual(draft);
      expect(call.fromWire(req({}, wire.body))).toEqual(draft);
      const spaced = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, ` ${v.toLowerCase()} `]));
      expect(call.fromWire(req({}, spaced))).toEqual(draft);
    }
    expect(sequencingSave.toWire(draft).path).toBe('/sequencing');
    expect(sequencingRehandles.toWire(draft).path).toBe('/sequencing/rehandles');
  });

  it('a sequencing named in the path: up to nine digits, else none', () => {
    for (const call of [sequencingDetail, sequencingInform, sequencingCancel]) {
      expect(call.fromWire(req({ id: ' 12 ' }))).toEqual({ id: 12 });
      for (const bad of ['x12', '12x', '1234567890', 'abc', ''])
        expect(call.fromWire(req({ id: bad })), bad).toEqual({ id: null });
    }
    expect(sequencingDetail.toWire({ id: 7 }).path).toBe('/sequencing/7');
    expect(sequencingInform.toWire({ id: 7 }).path).toBe('/sequencing/inform/7');
    expect(sequencingCancel.toWire({ id: 7 }).path).toBe('/sequencing/cancel/7');
  });

  it('the export and the block view: the visit and block upper case, the agent trimmed', () => {
    expect(sequenceExport.toWire({ visitId: 'V1', agentId: '15' }).path).toBe('/sequencevisit/exportxls/V1/15');
    expect(sequenceExport.fromWire(req({ vesselVisitId: ' v1 ', agentId: ' 15 ' }))).toEqual({
      visitId: 'V1',
      agentId: '15',
    });
    expect(yardBlockPositions.toWire({ block: 'A1' }).path).toBe('/yardblock/A1');
    expect(yardBlockPositions.fromWire(req({ id: ' a1 ' }))).toEqual({ block: 'A1' });
  });
});
