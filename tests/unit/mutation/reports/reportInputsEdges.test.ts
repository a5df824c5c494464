/** Edges of the report inputs and calls (src/domain/reports: driverInput.ts, oldDrc.ts, getReport.ts, reportTypes.ts). */
import { describe, expect, it } from 'vitest';
import { WireError } from '../../../../src/domain/legacyCall';
import { readDriver, scannerDelay } from '../../../../src/domain/reports/driverInput';
import { reportByType } from '../../../../src/domain/reports/getReport';
import { oldDrc, oldDrcFile } from '../../../../src/domain/reports/oldDrc';
import { reportTypeOf, reportTypesFor, servedReportTypesFor } from '../../../../src/domain/reports/reportTypes';
import { reportMessages } from '../../../../src/i18n/reportMessages';

const r = reportMessages.refusals;
const req = (params: Record<string, string>) => ({ params, query: {}, body: undefined });
const fieldsOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof WireError ? e.fields : 'not a WireError';
  }
  return {};
};
/** A scanner's burst: past 100 characters. */
const scan = (text: string) => `${text}&pad=${'x'.repeat(100)}`;

describe("the driver's input", () => {
  it("a QR's RUN= is read (dots and hyphen optional) before any other run of digits", () => {
    expect(readDriver(scan('https://x.cl/docstatus?serial=123456789&RUN=760864285&type=CEDULA'), false)).toEqual({
      ok: true,
      driver: '76086428-5',
    });
    expect(readDriver(scan('https://x.cl/docstatus?serial=123456789&RUN=76.086.428-5'), false)).toEqual({
      ok: true,
      driver: '76086428-5',
    });
  });

  it('exactly 100 characters are still typed, not a scan', () => {
    const text = `RUN=76086428-5${'x'.repeat(86)}`;
    expect(text).toHaveLength(100);
    expect(readDriver(text, false)).toEqual({ ok: false, message: r.rut });
  });

  it("the scanner's wait: a web address (http or https) at the start is a QR; anywhere else it is not", () => {
    expect(scannerDelay(' https://x ')).toBe(2000);
    expect(scannerDelay('http://x')).toBe(2000);
    expect(scannerDelay('http://example.cl/abc')).toBe(2000);
    expect(scannerDelay('ab http:')).toBe(500);
    expect(scannerDelay('1234567890 http://x')).toBe(4000);
  });
});

describe('report calls', () => {
  it("an old DRC's manifest number: digits only, trimmed", () => {
    const q = (manifestNbr: string) => () =>
      oldDrc.fromWire(req({ unitNbr: 'MSCU1234565', blNbr: 'BL1', manifestNbr }));
    expect(q(' 123 ')()).toEqual({ unitNbr: 'MSCU1234565', blNbr: 'BL1', manifestNbr: '123' });
    expect(fieldsOf(q('a123'))).toEqual({ manifestNumber: r.required });
    expect(fieldsOf(q('123a'))).toEqual({ manifestNumber: r.required });
  });

  it("an old DRC's file name is read trimmed", () => {
    expect(oldDrcFile.fromWire(req({ filename: ' DRC_1.pdf ' }))).toEqual({ filename: 'DRC_1.pdf' });
  });

  it("a report by type: the path with or without the type; an id of letters, digits, '_' or '-', trimmed", () => {
    expect(reportByType.toWire({ rprtype: 8, id: 'abc' }).path).toBe('/report/getreport/8/abc');
    expect(reportByType.toWire({ rprtype: undefined, id: 'abc' }).path).toBe('/report/getreport//abc');
    expect(reportByType.fromWire(req({ rprtype: '8', id: ' ab-1 ' })).id).toBe('ab-1');
    expect(fieldsOf(() => reportByType.fromWire(req({ rprtype: '8', id: 'a b' })))).toEqual({ id: r.required });
  });

  it('a type code is read trimmed', () => {
    expect(reportTypeOf(' 8 ')?.code).toBe(8);
  });

  it('every type offered is served now', () => {
    const roles = ['ROLE_CUSTOMER_SERVICE'];
    expect(reportTypesFor(roles).length).toBeGreaterThan(0);
    expect(servedReportTypesFor(roles)).toEqual(reportTypesFor(roles));
  });
});
