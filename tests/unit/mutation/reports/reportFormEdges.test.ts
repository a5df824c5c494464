/** Edges of the report form's rules (src/domain/reports/reportForm.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import {
  minimumDesde2,
  type ReportForm,
  reportFormDefaults,
  reportFormErrors,
} from '../../../../src/domain/reports/reportForm';
import type { ReportTypeCode } from '../../../../src/domain/reports/reportTypes';
import { reportMessages } from '../../../../src/i18n/reportMessages';

const r = reportMessages.refusals;
const TODAY = '27/11/2026';
const form = (code: ReportTypeCode, patch: Partial<ReportForm> = {}): ReportForm => ({
  ...reportFormDefaults(code, TODAY),
  ...patch,
});
const errors = (f: ReportForm, agentKnown = true) => reportFormErrors(f, { today: TODAY, agentKnown });

describe('report form, edges', () => {
  it('a fresh form: every text empty, a unit gate pass, a Chilean driver', () => {
    expect(reportFormDefaults(12, TODAY)).toEqual({
      operationType: 12,
      desde: '20/11/2026',
      desde2: '26/11/2026',
      hasta: TODAY,
      agentId: '',
      consigneeId: '',
      unitNbr: '',
      blOrBook: '',
      manifestNumber: '',
      batchNbr: '',
      gatePass: 'UNIT',
      gateChofer: '',
      checkRutEx: false,
      unitNbrs: '',
    });
    expect(() => minimumDesde2('2026-11-27')).toThrow('today must be DD/MM/YYYY: 2026-11-27');
  });

  it('a valid form has no error key at all', () => {
    expect(errors(form(0))).toStrictEqual({});
    expect(errors(form(12, { unitNbr: 'MSCU1234565', gateChofer: '76086428-5' }))).toStrictEqual({});
  });

  it("a blank 'desde' is required, spaces too; a range of one day is fine", () => {
    expect(errors(form(0, { desde: '' }))).toEqual({ desde: r.required });
    expect(errors(form(0, { desde: '  ' }))).toEqual({ desde: r.required });
    expect(errors(form(0, { desde: TODAY, hasta: TODAY }))).toEqual({});
  });

  it("the mass gate pass's range starts at desde2", () => {
    expect(
      errors(form(12, { gatePass: 'MASIVO', desde2: TODAY, hasta: '26/11/2026', unitNbrs: 'MSCU1234565' })),
    ).toEqual({ hasta: r.hastaBeforeDesde });
    expect(errors(form(12, { gatePass: 'MASIVO', unitNbrs: 'MSCU1234565' }))).toEqual({});
  });

  it('an agent, a consignee, a container or a BL of spaces is none', () => {
    expect(errors(form(8, { agentId: '  ' }), false)).toEqual({ agentId: r.required });
    expect(errors(form(0, { consigneeId: '  ' }))).toEqual({});
    expect(errors(form(9, { unitNbr: '  ', blOrBook: '' }))).toEqual({ unitNbr: r.vgmUnitOrBooking });
    expect(errors(form(9, { unitNbr: '', blOrBook: '  ' }))).toEqual({ unitNbr: r.vgmUnitOrBooking });
  });

  it('a COPRAR batch number: digits only, trimmed', () => {
    expect(errors(form(10, { batchNbr: ' 12 ' }))).toEqual({});
    expect(errors(form(10, { batchNbr: 'a12' }))).toEqual({ batchNbr: r.coprarBatch });
  });

  it('the old DRC needs its three keys', () => {
    expect(errors(form(11, { unitNbr: '  ', blOrBook: '', manifestNumber: '' }))).toEqual({
      unitNbr: r.required,
      blOrBook: r.required,
      manifestNumber: r.required,
    });
    expect(errors(form(11, { unitNbr: 'MSCU1234565', blOrBook: 'BL1', manifestNumber: '1' }))).toEqual({});
  });

  it('the gate pass by unit needs a container, spaces being none', () => {
    expect(errors(form(12, { unitNbr: '  ', gateChofer: '76086428-5' }))).toEqual({ unitNbr: r.required });
  });
});
