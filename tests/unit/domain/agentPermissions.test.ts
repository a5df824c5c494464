/** The agent screens' permission rows (D1 §6 Agent screens, Agents, Agent functionaries; Q09, P45), each role set exact. */
import { describe, expect, it } from 'vitest';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';
const AGENT = 'ROLE_AGENT';
const DOC = 'ROLE_DOCUMENTARY';
const AGA = 'ROLE_AGA';

/** Exactly the roles (of every role the server issues) that may do `action` on `resource`. */
const allowed = (resource: string, action: string) => ROLES.filter((role) => can([role], resource, action)).sort();
const exactly = (...roles: string[]) => [...roles].sort();

describe('agent permissions', () => {
  it('ADM-AGA-001: the agent list (and its menu entry) is for exactly CS, agent, finance and supervisor', () => {
    expect(allowed('agents', 'menu')).toEqual(exactly(CS, AGENT, FIN, SUP));
    expect(allowed('agents', 'list')).toEqual(exactly(CS, AGENT, FIN, SUP));
  });

  it('ADM-AGA-002 ADM-AGA-003: every agent screen (list, management) admits exactly CS, agent, finance and supervisor', () => {
    for (const action of ['menu', 'list', 'show'])
      expect(allowed('agents', action), action).toEqual(exactly(CS, AGENT, FIN, SUP));
  });

  it('ADM-AGA-007 ADM-AGA-033: creating an agent is for exactly CS and the supervisor (Q09: not finance)', () => {
    expect(allowed('agents', 'create')).toEqual(exactly(CS, SUP));
  });

  it('ADM-AGA-008: the agent’s fields are edited by exactly CS and the supervisor; finance opens the edit form for credit days only', () => {
    for (const field of ['id', 'name', 'role', 'codigoAduana', 'user.email', 'contactInfo.contactPhone', 'notes'])
      expect(allowed(`agents.${field}`, 'edit'), field).toEqual(exactly(CS, SUP));
    expect(allowed('agents', 'edit')).toEqual(exactly(CS, SUP, FIN));
  });

  it('ADM-AGA-028 ADM-AGA-030: only finance sets credit days; CS and the supervisor see them (Q08)', () => {
    expect(allowed('agents.diasDeCredito', 'edit')).toEqual([FIN]);
    expect(allowed('agents.diasDeCredito', 'show')).toEqual(exactly(CS, FIN, SUP));
  });

  it('ADM-AGA-032: the personal e-mail is seen and sent by the supervisor alone', () => {
    expect(allowed('agents.emailPersonal', 'show')).toEqual([SUP]);
    expect(allowed('agents.emailPersonal', 'edit')).toEqual([SUP]);
  });

  it('ADM-AGA-034 ADM-AGA-035: block and unblock are for exactly CS, supervisor and finance', () => {
    expect(allowed('agents', 'block')).toEqual(exactly(CS, SUP, FIN));
  });

  it('ADM-AGA-036 ADM-AGA-037: the gate-pass flag is toggled by the roles that block the agent (ruling)', () => {
    expect(allowed('agents', 'blockGate')).toEqual(exactly(CS, SUP, FIN));
  });

  it('ADM-AGA-038: resend activation is for exactly CS and the supervisor', () => {
    expect(allowed('agents', 'resendActivation')).toEqual(exactly(CS, SUP));
  });

  it('ADM-AGA-041: adding a trucking company to an agent is for CS, supervisor, documentary and the AGA itself (P45)', () => {
    expect(allowed('agents', 'addTrucking')).toEqual(exactly(CS, SUP, DOC, AGA));
  });

  it('ADM-AGA-045: removing it is for CS, the AGA and the supervisor, and documentary beside them (P45)', () => {
    expect(allowed('agents', 'removeTrucking')).toEqual(exactly(CS, AGA, SUP, DOC));
  });
});
