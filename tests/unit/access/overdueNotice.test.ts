import { describe, expect, it } from 'vitest';
import { invoiceOwnerOf, overdueNotice, overdueText } from '../../../src/custom/access/overdueNotice';
import { ROLES } from '../../../src/domain/roles';

const aga = {
  login: 'aga',
  authorities: ['ROLE_AGA', 'ROLE_AGA_AGA'],
  agentId: '76086428-5',
  terminal: 'Terminal Pacífico Sur',
};
const functionary = {
  login: 'funcionario',
  authorities: ['ROLE_FUNCTIONARY'],
  agentId: '76086428-5',
  terminal: undefined,
};
const staff = { login: 'servicio', authorities: ['ROLE_CUSTOMER_SERVICE'], agentId: null };

describe('ACC-021: overdue invoice notice (DECISIONS Q05)', () => {
  it('ACC-021: an AGA reads its own login, a functionary its parent agent, others nothing', () => {
    expect(invoiceOwnerOf(aga)).toBe('aga');
    expect(invoiceOwnerOf(functionary)).toBe('76086428-5');
    expect(invoiceOwnerOf({ ...functionary, agentId: null })).toBeNull();
    expect(invoiceOwnerOf(staff)).toBeNull();
  });

  it('ROLE-025: the notice is asked for AGA and FUNCTIONARY only, role by role', () => {
    for (const role of ROLES) {
      const asked = invoiceOwnerOf({ login: 'u', authorities: [role], agentId: '76086428-5' }) !== null;
      expect(asked, role).toBe(role === 'ROLE_AGA' || role === 'ROLE_FUNCTIONARY');
    }
  });

  it('ACC-021: the text names the terminal, by default el Terminal', () => {
    expect(overdueText('Terminal Pacífico Sur')).toBe(
      'Usted posee facturas vencidas, favor contáctese con Terminal Pacífico Sur para aclarar su situación',
    );
    expect(overdueText(undefined)).toBe(
      'Usted posee facturas vencidas, favor contáctese con el Terminal para aclarar su situación',
    );
    expect(overdueText('  ')).toBe(
      'Usted posee facturas vencidas, favor contáctese con el Terminal para aclarar su situación',
    );
  });

  it('ACC-021: calls GET /api/agent/getinvoiceinformation/{id} and shows the text only when invoiceOverdue is true', async () => {
    const calls: string[] = [];
    const overdue = async (path: string) => {
      calls.push(path);
      return { invoiceOverdue: true };
    };
    expect(await overdueNotice(aga, overdue)).toBe(
      'Usted posee facturas vencidas, favor contáctese con Terminal Pacífico Sur para aclarar su situación',
    );
    expect(await overdueNotice(functionary, overdue)).toBe(
      'Usted posee facturas vencidas, favor contáctese con el Terminal para aclarar su situación',
    );
    expect(calls).toEqual(['/api/agent/getinvoiceinformation/aga', '/api/agent/getinvoiceinformation/76086428-5']);
    expect(await overdueNotice(aga, async () => ({ invoiceOverdue: false }))).toBeNull();
    expect(await overdueNotice(aga, async () => undefined)).toBeNull();
  });

  it('ACC-021: staff are not asked, and a failed read shows nothing', async () => {
    let asked = false;
    expect(
      await overdueNotice(staff, async () => {
        asked = true;
        return { invoiceOverdue: true };
      }),
    ).toBeNull();
    expect(asked).toBe(false);
    expect(
      await overdueNotice(aga, async () => {
        throw new Error('403');
      }),
    ).toBeNull();
  });
});
