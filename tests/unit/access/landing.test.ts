import { describe, expect, it } from 'vitest';
import { HOME_PATH, landingFor } from '../../../src/custom/access/landing';

describe('landingFor', () => {
  it('ADM-SHELL-002: customer service, financial and the supervisor land on the agent screen', () => {
    expect(landingFor(['ROLE_CUSTOMER_SERVICE'], 'servicio')).toBe('/agents');
    expect(landingFor(['ROLE_FINANCIAL'], 'finanzas')).toBe('/agents');
    expect(landingFor(['ROLE_SUPERVISOR_CUSTOMER_SERVICE'], 'supervisor')).toBe('/agents');
  });

  it('ADM-SHELL-003 DECISIONS Q11: storekeeper, AGA and AGA deposit land on the functionary list of their own login', () => {
    expect(landingFor(['ROLE_STOREKEEPER'], 'bodega')).toBe('/functionaries');
    expect(landingFor(['ROLE_AGA', 'ROLE_AGA_AGA'], 'aga')).toBe('/functionaries');
    expect(landingFor(['ROLE_AGA_DEPOSIT'], 'deposito')).toBe('/functionaries');
    expect(landingFor(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'], 'almacen')).toBe('/functionaries');
  });

  it('ADM-SHELL-004 ADM-AGN-004: AGN lands on its own agency page, by login', () => {
    expect(landingFor(['ROLE_AGN'], 'agn')).toBe('/shippingAgents/agn/show');
    expect(landingFor(['ROLE_AGN'], '76.123.456-0')).toBe('/shippingAgents/76.123.456-0/show');
    expect(landingFor(['ROLE_AGN'], 'a/b')).toBe('/shippingAgents/a%2Fb/show');
    expect(landingFor(['ROLE_AGN'], undefined)).toBe(HOME_PATH);
  });

  it('ADM-SHELL-003: a pre-functionary role wins over AGN', () => {
    expect(landingFor(['ROLE_AGN', 'ROLE_AGA'], 'mixto')).toBe('/functionaries');
  });

  it('ACC-026 DECISIONS Q01: every other role, no roles and no identity land on /inicio', () => {
    expect(HOME_PATH).toBe('/inicio');
    expect(landingFor(['ROLE_OPERATOR'], 'operador')).toBe('/inicio');
    expect(landingFor([], 'x')).toBe('/inicio');
    expect(landingFor(undefined, undefined)).toBe('/inicio');
  });

  it('the gate staff (gate, gate chief, security) land on the gate arrival form', () => {
    expect(landingFor(['ROLE_GATE'], 'gate')).toBe('/gate');
    expect(landingFor(['ROLE_JEFE_GATE'], 'jefegate')).toBe('/gate');
    expect(landingFor(['ROLE_SEGURIDAD'], 'seguridad')).toBe('/gate');
    expect(landingFor(['ROLE_GATE', 'ROLE_CUSTOMER_SERVICE'], 'mixto')).toBe('/agents');
  });

  it('ADM-SHELL-002: the agent screen wins when a user also holds a pre-functionary role', () => {
    expect(landingFor(['ROLE_AGA', 'ROLE_CUSTOMER_SERVICE'], 'mixto')).toBe('/agents');
  });
});
