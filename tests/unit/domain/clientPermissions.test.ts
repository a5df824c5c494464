import { describe, expect, it } from 'vitest';
import { can } from '../../../src/domain/permissions';

const CS = ['ROLE_CUSTOMER_SERVICE'];
const FIN = ['ROLE_FINANCIAL'];
const SUP = ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const GATE = ['ROLE_GATE'];
const AGA = ['ROLE_AGA'];

describe('client, customer and shipper permissions (D1 §6 Clients, DECISIONS Q08, Q43)', () => {
  it('ADM-CLI-001 ADM-CUS-001: the clients tab is for customer service, finance and supervisor', () => {
    for (const resource of ['clients', 'customers', 'shipperConsignees']) {
      for (const roles of [CS, FIN, SUP]) expect(can(roles, resource, 'list'), `${resource} ${roles}`).toBe(true);
      for (const roles of [GATE, AGA]) expect(can(roles, resource, 'menu'), `${resource} ${roles}`).toBe(false);
    }
  });

  it('ADM-CLI-004: clients are edited by finance and customer service', () => {
    expect([CS, FIN, SUP, GATE].map((r) => can(r, 'clients', 'edit'))).toEqual([true, true, false, false]);
  });

  it('ADM-CLI-041 ADM-CUS-012: only finance blocks (a save of bloqueado, Q43)', () => {
    for (const resource of ['clients', 'customers'])
      expect([CS, FIN, SUP].map((r) => can(r, resource, 'block'))).toEqual([false, true, false]);
    expect([CS, FIN].map((r) => can(r, 'clients.customer.bloqueado', 'edit'))).toEqual([false, true]);
    expect([CS, FIN].map((r) => can(r, 'customers.bloqueado', 'edit'))).toEqual([false, true]);
  });

  it('ADM-CLI-042 ADM-CLI-043 ADM-CLI-044: tracking and the portal user by customer service; resend by CS and supervisor', () => {
    expect([CS, FIN, SUP].map((r) => can(r, 'clients', 'activateTracking'))).toEqual([true, false, false]);
    expect([CS, FIN, SUP].map((r) => can(r, 'clients', 'enableUser'))).toEqual([true, false, false]);
    expect([CS, FIN, SUP].map((r) => can(r, 'clients', 'resendActivation'))).toEqual([true, false, true]);
  });

  it('ADM-CLI-045: credit days and sigla are shown to finance and customer service, edited by finance (Q08)', () => {
    for (const f of ['customer.diasDeCredito', 'customer.sigla']) {
      expect([CS, FIN, SUP].map((r) => can(r, `clients.${f}`, 'show'))).toEqual([true, true, false]);
      expect([CS, FIN].map((r) => can(r, `clients.${f}`, 'edit'))).toEqual([false, true]);
    }
  });

  it('ADM-CLI-046 ADM-CLI-047: direct collection and the other financial-only fields are finance only', () => {
    for (const f of ['cobranzaDirecta', 'clienteRelacionado', 'codigoImputacion', 'validado']) {
      expect(
        [CS, FIN, SUP].map((r) => can(r, `clients.customer.${f}`, 'show')),
        f,
      ).toEqual([false, true, false]);
      expect(
        [CS, FIN].map((r) => can(r, `clients.customer.${f}`, 'edit')),
        f,
      ).toEqual([false, true]);
    }
    // The rest of the client form is for both editors.
    expect([CS, FIN].map((r) => can(r, 'clients.customer.giro', 'edit'))).toEqual([true, true]);
  });

  it('ADM-CUS-009 ADM-CUS-011: customer credit days and imputation code are set by finance', () => {
    for (const f of ['diasDeCredito', 'codigoImputacion'])
      expect([CS, FIN].map((r) => can(r, `customers.${f}`, 'edit'))).toEqual([false, true]);
    expect([CS, FIN].map((r) => can(r, 'customers.name', 'edit'))).toEqual([true, true]);
  });

  it('ADM-CUS-008: the giro catalogue is readable by every role', () => {
    for (const roles of [CS, GATE, AGA, ['ROLE_CLIENT']]) expect(can(roles, 'giros', 'list')).toBe(true);
    expect(can(CS, 'giros', 'create')).toBe(false);
  });
});
