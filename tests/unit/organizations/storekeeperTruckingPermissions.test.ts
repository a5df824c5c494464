/**
 * Exact role sets of the storekeeper and trucking screens (D1 §6), one row each: the console reads
 * these rows, and the mock's routes declare the same rows (tests/harness/rbac.test.ts checks every
 * route × every role against them, 403 outside the set).
 */
import { expect, it } from 'vitest';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { actsForOneCompany } from '../../../src/resources/truckings/companyUsers';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const ADMIN = 'ROLE_ADMIN';
const COMPANY_USERS = ['ROLE_TRUCKINGCO', 'ROLE_STOREKEEPER', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'];

const admitted = (resource: string, action: string) => ROLES.filter((role) => can([role], resource, action)).sort();

it('ADM-STK-001: the storekeeper screens (menu, list, management) admit exactly customer service, admin and the supervisor', () => {
  for (const action of ['menu', 'list', 'show'])
    expect(admitted('storekeepers', action), action).toEqual([CS, ADMIN, SUP].sort());
});

it('ADM-TRK-007: blocking a trucking company is for customer service and the supervisor only', () => {
  expect(admitted('truckingCompanies', 'block')).toEqual([CS, SUP].sort());
});

it('ADM-TRK-008: editing a trucking company is for customer service and the supervisor only', () => {
  expect(admitted('truckingCompanies', 'edit')).toEqual([CS, SUP].sort());
});

it('ADM-TRK-009: resending a trucking company’s activation is for customer service and the supervisor only', () => {
  expect(admitted('truckingCompanies', 'resendActivation')).toEqual([CS, SUP].sort());
});

it('ADM-TRK-010: creating a trucking company is for customer service and the supervisor only', () => {
  expect(admitted('truckingCompanies', 'create')).toEqual([CS, SUP].sort());
});

it('ADM-TRK-017: only the supervisor sees and edits a trucking company’s personal e-mail', () => {
  expect(admitted('truckingCompanies.emailPersonal', 'show')).toEqual([SUP]);
  expect(admitted('truckingCompanies.emailPersonal', 'edit')).toEqual([SUP]);
});

it('ADM-TRK-024 ADM-TRK-025 ADM-TRK-026 ADM-TRK-040 ADM-TRK-041 ADM-TRK-042: drivers and plates are managed by customer service, the supervisor and the company users (each its own company)', () => {
  const fleet = [CS, SUP, ...COMPANY_USERS].sort();
  for (const resource of ['drivers', 'trucks'])
    for (const action of ['menu', 'list', 'show', 'create', 'edit', 'delete'])
      expect(admitted(resource, action), `${resource}.${action}`).toEqual(fleet);
});

it('ADM-TRK-004: exactly the extraportuary functionary, trucking-company and storekeeper users see a single company', () => {
  expect(ROLES.filter((role) => actsForOneCompany([role])).sort()).toEqual([...COMPANY_USERS].sort());
  expect(actsForOneCompany(['ROLE_STOREKEEPER', CS])).toBe(false);
});
