import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from '../../../src/custom/terminal/calendar/calendarModel';
import { readGatePassCheck } from '../../../src/custom/terminal/documents/gatePassAnswer';
import { isPdfFile } from '../../../src/custom/import/GuideUploadScreen';
import { addDriverRut, reassignmentError, truckingSuggestions } from '../../../src/custom/terminal/forms/truckingRules';
import { isContainerNumber } from '../../../src/domain/containerNumber';
import { importStateLabel } from '../../../src/domain/transitStates';

describe('appointment calendar grid', () => {
  it('CONST-007: the week starts on Monday (D2 §9): November 2026 begins on a Sunday, in the last column', () => {
    const weeks = monthGrid(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('a month starting on Monday has no leading blanks; months shift across years', () => {
    expect(monthGrid(2026, 6)[0]![0]).toBe('2026-06-01');
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('import answers and small rules', () => {
  it.each([
    [
      { valor: true, mensaje: null, errors: [] },
      { ok: true, reasons: [] },
    ],
    [
      { valor: false, mensaje: 'a', errors: ['a', 'b'] },
      { ok: false, reasons: ['a', 'b'] },
    ],
    [['OK'], { ok: true, reasons: [] }],
    [['Sin cita', 'Sin transportista'], { ok: false, reasons: ['Sin cita', 'Sin transportista'] }],
  ])('IMP-073 IMP-074: gate-pass check %j reads %j', (answer, read) => {
    expect(readGatePassCheck(answer)).toEqual(read);
  });

  it.each([
    [{ name: 'guia.pdf', type: 'application/pdf' }, true],
    [{ name: 'guia.PDF', type: '' }, true],
    [{ name: 'guia.png', type: 'image/png' }, false],
    [{ name: 'guia.pdf', type: 'image/png' }, false],
  ])('IMP-069: %j is a PDF: %s', (file, pdf) => {
    expect(isPdfFile(file)).toBe(pdf);
  });

  it('IMP-071 VV-025 VV-026 VAL-029 CONST-018: at most 3 suggestions, by name or RUT; required company or driver RUTs', () => {
    const list = ['Alfa', 'Beta', 'Gamma', 'Delta', 'Alfaro'].map((name, i) => ({ id: `7600000${i}-${i}`, name }));
    expect(truckingSuggestions(list, '')).toHaveLength(3);
    expect(truckingSuggestions(list, 'alf').map((c) => c.name)).toEqual(['Alfa', 'Alfaro']);
    expect(truckingSuggestions(list, '76000003').map((c) => c.name)).toEqual(['Delta']);
    expect(reassignmentError(false, null, [])).toBe('Requerido');
    expect(reassignmentError(true, null, [])).toBe('Requerido');
    expect(reassignmentError(true, null, ['11111111-1'])).toBeUndefined();
  });

  it('IMP-071 VV-026: driver RUT tags: valid ones added once, invalid ones refused', () => {
    expect(addDriverRut([], '11.111.111-1').tags).toHaveLength(1);
    expect(addDriverRut(['11111111-1'], '11111111-1').tags).toHaveLength(1);
    expect(addDriverRut([], '11111111-2').error).toBe('Rut inválido');
  });

  it.each([
    ['MSCU1234565', true],
    ['mscu1234565', false],
    ['MSCU123456', false],
    ['MSCU12345651', false],
    ['MSCU-123456', false],
  ])('IMP-002 CONST-032: %s is a container input: %s', (text, ok) => {
    expect(isContainerNumber(text)).toBe(ok);
  });

  it.each([
    ['YARD', 'en patio'],
    ['INBOUND', 'en viaje hacia el puerto'],
    ['LOADED', 'en puerta'],
    ['DEPARTED', 'despachado'],
    ['RETIRED', 'retirado'],
    ['ADVISED', 'preavisado'],
    ['ECIN', 'descargado'],
    ['ECOUT', 'cargado en camión'],
  ])(
    'IMP-080 IMP-081 IMP-082 IMP-083 IMP-084 IMP-085 IMP-086 IMP-087 Q16: the import screens label %s %s',
    (state, label) => {
      expect(importStateLabel(state)).toBe(label);
    },
  );
});

describe('legacy codes in the message bar', () => {
  it("IMP-047 IMP-065 IMP-066: a refusal carrying legacyCode shows 'message - legacyCode'", async () => {
    const { toApiError } = await import('../../../src/providers/httpClient');
    const { withLegacyCode } = await import('../../../src/custom/terminal/forms/legacyCode');
    const withCode = withLegacyCode(
      toApiError(400, {
        code: '400',
        legacyCode: '588',
        message: 'El número de TATC debe ser numérico y distinto de 0.',
      }),
    ) as Error;
    expect(withCode.message).toBe('El número de TATC debe ser numérico y distinto de 0. - 588');
    // IMP-047: a refused cancel (code 200); IMP-066: a refused TATC update (code 589) — as the mock answers them.
    for (const legacyCode of ['200', '589']) {
      const refused = withLegacyCode(toApiError(409, { code: '409', legacyCode, message: 'No es posible.' })) as Error;
      expect(refused.message).toBe(`No es posible. - ${legacyCode}`);
    }
    const plain = withLegacyCode(toApiError(409, { code: '409', message: 'No' })) as Error;
    expect(plain.message).toBe('No - 409');
  });
});

describe('customs document edit', () => {
  it('IMP-055 IMP-056: DIN numbers are digits, MICDTA numbers alphanumeric, DIN EN TRAMITE needs none; DIN EN TRAMITE offered per Q23', async () => {
    const { documentNumbersError, editableDocumentTypes } = await import(
      '../../../src/custom/import/EditDocumentScreen'
    );
    expect(documentNumbersError('DIN', '12A')).toBe('Sólo dígitos');
    expect(documentNumbersError('DIN', '')).toBe('Requerido');
    expect(documentNumbersError('MICDTA', 'AR123')).toBeUndefined();
    expect(documentNumbersError('MICDTA', 'AR-1')).toBe('Campo debe ser alfanumérico');
    expect(documentNumbersError('DIN EN TRAMITE', '')).toBeUndefined();
    expect(editableDocumentTypes(['ROLE_AGA_AGA'])).toEqual(['DIN', 'MICDTA']);
    expect(editableDocumentTypes(['ROLE_CUSTOMER_SERVICE'])).toEqual(['DIN', 'DIN EN TRAMITE', 'MICDTA']);
  });
});
