/** src/domain/functionaries.ts and deposits.ts: the functionary and deposit rules, table by table. */
import { describe, expect, it } from 'vitest';
import { maySeeDeposit, seesAllDeposits } from '../../../src/domain/deposits';
import {
  functionaryRoles,
  hasCarnet,
  mayEditFunctionaries,
  offersDepositFlag,
  ownerIdsOf,
  ownerKindOfAccount,
  ownerOf,
  seesAllFunctionaries,
} from '../../../src/domain/functionaries';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';

describe('functionary list scope', () => {
  it.each([
    [[CS], true],
    [[SUP], true],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], false],
    [['ROLE_STOREKEEPER'], false],
    [['ROLE_AGA_DEPOSIT'], false],
    [['ROLE_AGN'], false],
    [['ROLE_FINANCIAL'], false],
    [['ROLE_ADMIN'], false],
    [[], false],
  ])('ADM-FUN-001 ADM-FUN-002: %j sees every functionary: %s', (roles, all) => {
    expect(seesAllFunctionaries(roles)).toBe(all);
  });
});

describe('ADM-FUN-008: the AGA_DEPOSIT canEdit rule', () => {
  it.each([
    [['ROLE_AGA_DEPOSIT'], false, false],
    [['ROLE_AGA_DEPOSIT'], undefined, false],
    [['ROLE_AGA_DEPOSIT'], true, true],
    [['ROLE_AGA', 'ROLE_AGA_DEPOSIT'], false, false],
    [['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'], false, true],
    [['ROLE_STOREKEEPER'], false, true],
    [['ROLE_AGA'], false, true],
    [['ROLE_AGN'], false, true],
    [[CS], false, true],
    [[CS, 'ROLE_AGA_DEPOSIT'], false, true],
  ])('%j with canEdit %s may edit: %s', (roles, canEdit, may) => {
    expect(mayEditFunctionaries(roles, canEdit)).toBe(may);
  });
});

describe('ADM-FUN-015: the deposit checkbox needs both STOREKEEPER and AGA_DEPOSIT', () => {
  it.each([
    [['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'], true],
    [['ROLE_AGA_DEPOSIT', 'ROLE_STOREKEEPER', 'ROLE_AGA'], true],
    [['ROLE_STOREKEEPER'], false],
    [['ROLE_AGA_DEPOSIT'], false],
    [[CS], false],
    [undefined, false],
  ])('%j: %s', (roles, offered) => {
    expect(offersDepositFlag(roles)).toBe(offered);
  });
});

describe('owners', () => {
  it('ADM-FUN-006: the account kinds that own functionaries', () => {
    expect(
      ['agent', 'storekeeper', 'shippingAgent', 'deposito', 'truckingcompany', 'functionary', 'client', null].map(
        ownerKindOfAccount,
      ),
    ).toEqual(['agent', 'storekeeper', 'shippingAgent', 'deposito', undefined, undefined, undefined, undefined]);
  });

  it('ADM-FUN-005: the owner is the first owner field set; a storekeeper depot functionary has two ids', () => {
    expect(ownerOf({ agent_id: '76', storekeeper: null, agn: null, deposito: null })).toEqual({
      kind: 'agent',
      id: '76',
    });
    expect(ownerOf({ agent_id: null, storekeeper: '77', agn: null, deposito: '77' })).toEqual({
      kind: 'storekeeper',
      id: '77',
    });
    expect(ownerOf({ agent_id: null, storekeeper: null, agn: '78', deposito: null })).toEqual({
      kind: 'shippingAgent',
      id: '78',
    });
    expect(ownerOf({ agent_id: null, storekeeper: null, agn: null, deposito: '79' })).toEqual({
      kind: 'deposito',
      id: '79',
    });
    expect(ownerOf({ agent_id: null, storekeeper: '', agn: null, deposito: null })).toBeUndefined();
    expect(ownerIdsOf({ agent_id: null, storekeeper: '77', agn: null, deposito: '77' })).toEqual(['77', '77']);
    expect(ownerIdsOf({})).toEqual([]);
  });

  it('ADM-FUN-015: account roles by owner, the depot role added for a flagged functionary', () => {
    expect(functionaryRoles('agent', false)).toEqual(['ROLE_FUNCTIONARY']);
    expect(functionaryRoles('storekeeper', false)).toEqual(['ROLE_FUNCTIONARY_EXTRAPORTUARIO']);
    expect(functionaryRoles('storekeeper', true)).toEqual([
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_FUNCTIONARY_DEPOT',
    ]);
    expect(functionaryRoles('shippingAgent', false)).toEqual(['ROLE_FUNCIONARIO_AGN']);
    expect(functionaryRoles('deposito', true)).toEqual(['ROLE_FUNCTIONARY_DEPOT']);
  });

  it('ADM-FUN-005: the carnet number is shown for a new functionary and for an agent’s only', () => {
    expect(hasCarnet({})).toBe(true);
    expect(hasCarnet({ id: 3, agent_id: '76' })).toBe(true);
    expect(hasCarnet({ id: 3, agent_id: null, storekeeper: '77' })).toBe(false);
  });
});

describe('deposits (DECISIONS Q10)', () => {
  it.each([
    [[CS], true],
    [['ROLE_ADMIN'], true],
    [[SUP], true],
    [['ROLE_AGA_DEPOSIT'], false],
    [['ROLE_FINANCIAL'], false],
  ])('ADM-DEP-001 ADM-DEP-004: %j sees every deposit: %s', (roles, all) => {
    expect(seesAllDeposits(roles)).toBe(all);
  });

  it('ADM-DEP-005: a depot user sees its own deposit, and only it', () => {
    const depot = { authorities: ['ROLE_AGA_DEPOSIT'], ownerType: 'deposito', ownerId: '79111222-3' };
    expect(maySeeDeposit(depot, '79111222-3')).toBe(true);
    expect(maySeeDeposit(depot, '79111333-K')).toBe(false);
    // An agent whose role is DEPOSITO holds AGA_DEPOSIT too, but owns no deposit.
    expect(
      maySeeDeposit(
        { authorities: ['ROLE_AGA', 'ROLE_AGA_DEPOSIT'], ownerType: 'agent', ownerId: '79111222-3' },
        '79111222-3',
      ),
    ).toBe(false);
    expect(maySeeDeposit({ authorities: ['ROLE_ADMIN'], ownerType: null, ownerId: null }, '79111333-K')).toBe(true);
  });
});
