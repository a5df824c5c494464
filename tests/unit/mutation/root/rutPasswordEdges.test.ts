/** Edges of the RUT helpers (src/domain/rut.ts) and the password policy (src/domain/password.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import { confirmationProblem, passwordProblem } from '../../../../src/domain/password';
import {
  canonicalRut,
  cleanRut,
  formatIdentification,
  formatRut,
  isValidRut,
  nameWithRut,
  sameTaxId,
} from '../../../../src/domain/rut';
import { appMessages } from '../../../../src/i18n/appMessages';

const v = appMessages.validation;

describe('rut', () => {
  it('nothing cleans to nothing', () => {
    expect(cleanRut(undefined)).toBe('');
    expect(cleanRut(null)).toBe('');
  });

  it('leading zeros of the body are dropped; a body of zeros only is no RUT', () => {
    expect(isValidRut('0076086428-5')).toBe(true);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('00-0')).toBe(false);
  });

  it('one character has no hyphen; two are a body and a check digit', () => {
    expect(canonicalRut('5')).toBe('5');
    expect(canonicalRut('15')).toBe('1-5');
    expect(formatRut('5')).toBe('5');
    expect(formatRut('15')).toBe('1-5');
  });

  it('no identification reads as nothing', () => {
    expect(formatIdentification(undefined)).toBe('');
    expect(formatIdentification(null)).toBe('');
  });

  it("a company's name with its RUT", () => {
    expect(nameWithRut('Transportes Andes Ltda.', '77654321-7')).toBe('Transportes Andes Ltda. (77.654.321-7)');
  });

  it('the same tax id: as written (trimmed), or the same valid RUT in any punctuation', () => {
    expect(sameTaxId(' AR-12345 ', 'AR-12345')).toBe(true);
    expect(sameTaxId('AR-12345', ' AR-12345 ')).toBe(true);
    expect(sameTaxId('AR-12345', 'ar-12345')).toBe(false);
    expect(sameTaxId(undefined, null)).toBe(true);
    expect(sameTaxId(undefined, 'AR-1')).toBe(false);
    expect(sameTaxId('AR-1', undefined)).toBe(false);
    expect(sameTaxId('76.086.428-5', '76086428-5')).toBe(true);
    expect(sameTaxId('76086428-5', '77654321-7')).toBe(false);
    // The same digits but not a valid RUT (a wrong check digit; a sign no RUT has): only as written.
    expect(sameTaxId('76.086.428-6', '76086428-6')).toBe(false);
    expect(sameTaxId('76086428-5', '76#086428-5')).toBe(false);
  });
});

describe('password', () => {
  it('a name part of 3 letters counts as personal data; shorter ones and a missing login do not', () => {
    expect(passwordProblem('Banana#2026x', { name: 'Ana Soto' })).toBe(v.passwordPersonal);
    expect(passwordProblem('Xalapa#2026', { name: 'Al Soto' })).toBeUndefined();
    expect(passwordProblem('Washington#2026', {})).toBeUndefined();
  });

  it('the login counts as personal data', () => {
    expect(passwordProblem('Jsoto#2026x', { login: 'jsoto' })).toBe(v.passwordPersonal);
  });

  it("any 5 consecutive digits of the RUT's body, the last ones included; the check digit is not the body", () => {
    expect(passwordProblem('Xy#45678ab', { rut: '12.345.678-5' })).toBe(v.passwordPersonal);
    expect(passwordProblem('Xy#56785ab', { rut: '12.345.678-5' })).toBeUndefined();
    expect(passwordProblem('Xy#234ab9Z', { rut: '12.345.678-5' })).toBeUndefined();
  });

  it("the terminal's words of 4 letters or more are generic; without a terminal nothing is", () => {
    expect(passwordProblem('Granada#2026', { terminal: 'Gran Puerto' })).toBe(v.passwordGeneric);
    expect(passwordProblem('Nowhere!2026', {})).toBeUndefined();
  });

  it('a missing confirmation is required, not a mismatch', () => {
    expect(confirmationProblem('Muelle#Sur2026', undefined)).toBe(v.required);
  });
});
