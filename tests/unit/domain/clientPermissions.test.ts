import { describe, expect, it } from 'vitest';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';

const CS = ['ROLE_CUSTOMER_SERVICE'];
const FIN = ['ROLE_FINANCIAL'];
const SUP = ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const GATE = ['ROLE_GATE'];
const AGA = ['ROLE_AGA'];

describe('client, customer and shipper permissions (D1 §6 Clients, DECISIONS Q08, Q43)', () => {
  it('ADM-CUS-001: the clients tab is for customer service, finance and supervisor', () => {
    for (const resource of ['clients', 'customers', 'shipperConsignees']) {
      for (const roles of [CS, FIN, SUP]) expect(can(roles, resource, 'list'), `${resource} ${roles}`).toBe(true);
      for (const roles of [GATE, AGA]) expect(can(roles, resource, 'menu'), `${resource} ${roles}`).toBe(false);
    }
  });

  /** Exactly the roles (of every role the server issues) that may do `action` on `resource`. */
  const allowed = (resource: string, action: string) => ROLES.filter((role) => can([role], resource, action)).sort();
  const [cs, fin, sup] = [CS[0]!, FIN[0]!, SUP[0]!];

  it('ADM-CLI-001: the client list and its menu entry are for exactly CS, finance and supervisor', () => {
    for (const action of ['menu', 'list']) expect(allowed('clients', action), action).toEqual([cs, fin, sup].sort());
  });

  it('ADM-CLI-002: the client management is for exactly CS, finance and supervisor', () => {
    expect(allowed('clients', 'show')).toEqual([cs, fin, sup].sort());
  });

  it('ADM-CLI-004: clients are edited by exactly finance and customer service (P27: the server flag is this row)', () => {
    expect(allowed('clients', 'edit')).toEqual([cs, fin].sort());
  });

  it('ADM-CLI-041: only finance blocks (a save of bloqueado, Q43)', () => {
    expect(allowed('clients', 'block')).toEqual([fin]);
    expect(allowed('clients.customer.bloqueado', 'edit')).toEqual([fin]);
  });

  it('ADM-CLI-042: only customer service activates tracking', () => {
    expect(allowed('clients', 'activateTracking')).toEqual([cs]);
  });

  it('ADM-CLI-043: only customer service enables or disables the portal user', () => {
    expect(allowed('clients', 'enableUser')).toEqual([cs]);
  });

  it('ADM-CLI-044: resend activation is for exactly CS and the supervisor (P27)', () => {
    expect(allowed('clients', 'resendActivation')).toEqual([cs, sup].sort());
  });

  it('ADM-CUS-012: only finance blocks a customer (a save of bloqueado, Q43)', () => {
    expect([CS, FIN, SUP].map((r) => can(r, 'customers', 'block'))).toEqual([false, true, false]);
    expect([CS, FIN].map((r) => can(r, 'customers.bloqueado', 'edit'))).toEqual([false, true]);
  });

  it('ADM-CLI-045: credit days and sigla are shown to exactly finance and customer service, edited by finance (Q08)', () => {
    for (const f of ['customer.diasDeCredito', 'customer.sigla']) {
      expect(allowed(`clients.${f}`, 'show'), f).toEqual([cs, fin].sort());
      expect(allowed(`clients.${f}`, 'edit'), f).toEqual([fin]);
    }
  });

  it('ADM-CLI-046: direct collection (cobranzaDirecta) is shown to and edited by finance only', () => {
    expect(allowed('clients.customer.cobranzaDirecta', 'show')).toEqual([fin]);
    expect(allowed('clients.customer.cobranzaDirecta', 'edit')).toEqual([fin]);
  });

  it('ADM-CLI-047: credit days, sigla, related client, imputation code and validated are edited by finance only', () => {
    for (const f of ['diasDeCredito', 'sigla', 'clienteRelacionado', 'codigoImputacion', 'validado'])
      expect(allowed(`clients.customer.${f}`, 'edit'), f).toEqual([fin]);
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
