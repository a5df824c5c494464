/** Edges of the report form's request (src/domain/reports/calls.ts): every field read back trimmed, and what a checked form sends. */
import { describe, expect, it } from 'vitest';
import { reportRequestOf, toReportRequest } from '../../../../src/domain/reports/calls';
import { reportFormDefaults } from '../../../../src/domain/reports/reportForm';
import { WireError } from '../../../../src/domain/legacyCall';
import { canonicalRut } from '../../../../src/domain/rut';
import { reportMessages } from '../../../../src/i18n/reportMessages';

describe('report request, edges', () => {
  it('every field read back trimmed; the consignee RUT canonical, the booking upper case', () => {
    expect(
      reportRequestOf({
        operationType: 12,
        desde: ' 01/11/2026 ',
        desde2: ' 02/11/2026 ',
        hasta: ' 05/11/2026 ',
        agentId: ' 15 ',
        consigneeId: ' 76.086.428-5 ',
        unitNbr: ' mscu1234565 ',
        blOrBook: ' bk1 ',
        manifestNumber: ' 99 ',
        gatePass: ' MASIVO ',
        gateChofer: ' AB1 ',
        checkRutEx: true,
      }),
    ).toEqual({
      operationType: 12,
      desde: '01/11/2026',
      desde2: '02/11/2026',
      hasta: '05/11/2026',
      agentId: '15',
      consigneeId: canonicalRut('76.086.428-5'),
      unitNbr: 'MSCU1234565',
      blOrBook: 'BK1',
      manifestNumber: '99',
      gatePass: 'MASIVO',
      gateChofer: 'AB1',
      checkRutEx: true,
    });
    expect(reportRequestOf({ operationType: 12, consigneeId: ' X1 ', gatePass: 'OTRO' })).toMatchObject({
      consigneeId: 'X1',
      gatePass: 'UNIT',
    });
  });

  it('a type not offered is refused on its field', () => {
    expect(() => reportRequestOf({ operationType: 999 })).toThrow(
      new WireError({ operationType: reportMessages.refusals.typeNotOffered }),
    );
  });

  it("a checked form sends its fields, the consignee's RUT canonical, the agent only from a user who chooses", () => {
    const form = {
      ...reportFormDefaults(12, '05/11/2026'),
      agentId: '15',
      consigneeId: '76.086.428-5',
      unitNbr: 'mscu1234565',
      batchNbr: '7',
      unitNbrs: 'x',
    };
    const { batchNbr: _b, unitNbrs: _u, ...rest } = form;
    expect(toReportRequest(form, true)).toEqual({
      ...rest,
      consigneeId: canonicalRut('76.086.428-5'),
      unitNbr: 'MSCU1234565',
    });
    expect(toReportRequest(form, false).agentId).toBe('');
    expect(toReportRequest({ ...form, consigneeId: 'X1' }, true).consigneeId).toBe('X1');
    expect(toReportRequest({ ...form, consigneeId: '' }, true).consigneeId).toBe('');
  });
});
