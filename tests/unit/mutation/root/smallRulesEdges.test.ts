/** Edges of the small root contracts of src/domain (deposits, slots, Chilean numbers, plates) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import { withSlotEnd } from '../../../../src/domain/appointmentSlot';
import { readChileanNumber } from '../../../../src/domain/chileanNumber';
import { seesAllDeposits } from '../../../../src/domain/deposits';
import { plateError } from '../../../../src/domain/truckRules';
import { appMessages } from '../../../../src/i18n/appMessages';

const v = appMessages.validation;

describe('deposits', () => {
  it('one manager role among others sees every deposit; no roles see none', () => {
    expect(seesAllDeposits(['ROLE_AGA_DEPOSIT', 'ROLE_ADMIN'])).toBe(true);
    expect(seesAllDeposits([])).toBe(false);
    expect(seesAllDeposits(undefined)).toBe(false);
  });
});

describe('appointmentSlot', () => {
  it('a start text that already ends with the slot end is kept as it is', () => {
    expect(withSlotEnd('01/02/2026 08:00–09:00', '09:00')).toBe('01/02/2026 08:00–09:00');
    expect(withSlotEnd('09:00 01/02/2026 08:00', '09:00')).toBe('09:00 01/02/2026 08:00–09:00');
  });
});

describe('readChileanNumber', () => {
  it('spaces inside a typed number are dropped', () => {
    expect(readChileanNumber('1 234', 'integer')).toBe(1234);
    expect(readChileanNumber(' 2,5 ', 'decimal')).toBe(2.5);
  });

  it('digits past what a number holds read as nothing', () => {
    expect(readChileanNumber('9'.repeat(400), 'decimal')).toBeUndefined();
    expect(readChileanNumber('9'.repeat(400), 'integer')).toBeUndefined();
  });
});

describe('plateError', () => {
  it('a plate of spaces only is missing, not a wrong character', () => {
    expect(plateError('   ')).toBe(v.required);
    expect(plateError(null)).toBe(v.required);
  });

  it("a list of plates words the character rule its own way; a form (the default) the plate's way", () => {
    expect(plateError('AB-12', 'list')).toBe(v.plateList);
    expect(plateError('AB-12', 'form')).toBe(v.plate);
    expect(plateError('AB-12')).toBe(v.plate);
  });
});
