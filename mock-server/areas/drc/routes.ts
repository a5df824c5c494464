/**
 * The DRC (D2 §2 DRC, §7 Temperature letters and DRC; DRC-001…008, ROLE-015): a unit's receipt as
 * a PDF and as data, a visit's receipts of one line as data (the /drc container list, Q41) and as
 * one PDF (the mass DRC, the shipping company's), and the register of DRC numbers (receipts.ts).
 */
import { drcContract } from '../../../src/domain/drc/contract';
import { drcData, drcDocument, massiveDrc } from '../../../src/domain/drc/calls';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';
import { onDrcData, onDrcLine, onDrcUnit } from './access';
import { drcRoutes } from './handlers';
import { RECEIPTS, seedReceipts } from '../../modules/drcReceipts/receipts';

export const drcMockArea = defineMockArea({
  contracts: [drcContract],
  collections: { [RECEIPTS]: seedReceipts },
  routes: (ctx) => {
    const d = drcRoutes(ctx);
    return [
      callRoute(drcDocument, onDrcUnit(ctx, 'print', 'vesselId'), d.single),
      callRoute(drcData, onDrcData(ctx), d.data),
      callRoute(massiveDrc, onDrcLine(ctx, 'lineOperatorId'), d.massive),
    ];
  },
});
