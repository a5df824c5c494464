/**
 * The yard (D3 §2.4, §7.4; D2 §2 Sequence, §7 Sequence; YBS-001…028, SEQ-004): the blocks, the
 * operator's sequencings and the agent's sequence spreadsheet. The sequence query's visit calls
 * (sequenced, info) are the vessel-visits area's.
 */
import { sequenceContract, sequencingContract } from '../../../src/domain/yard/contract';
import {
  sequenceExport,
  sequencingCancel,
  sequencingDetail,
  sequencingInform,
  sequencingRehandles,
  sequencingSave,
  yardBlockPositions,
} from '../../../src/domain/yard/calls';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';
import { ownAgentSequence, yardRoutes } from './handlers';

export const yardMockArea = defineMockArea({
  contracts: [sequencingContract, sequenceContract],
  routes: (ctx) => {
    const y = yardRoutes(ctx);
    return [
      { method: 'get', path: '/yardblock', permission: ['yard', 'list'], handler: y.blocks },
      callRoute(yardBlockPositions, ['yard', 'show'], y.blockView),
      { method: 'get', path: '/sequencing', permission: ['sequencing', 'list'], handler: y.list },
      callRoute(sequencingSave, ['sequencing', 'create'], y.save),
      callRoute(sequencingRehandles, ['sequencing', 'create'], y.rehandles),
      callRoute(sequencingDetail, ['sequencing', 'show'], y.detail),
      callRoute(sequencingInform, ['sequencing', 'inform'], y.inform),
      callRoute(sequencingCancel, ['sequencing', 'cancel'], y.cancel),
      callRoute(sequenceExport, ownAgentSequence, y.exportSheet),
    ];
  },
});
