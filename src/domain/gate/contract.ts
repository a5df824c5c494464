/**
 * The gate area's contract (D2 §2 Gate, §6; GATE-001, ROLE-010): its row, read by the console
 * (menu, screens, buttons) and the mock (403). The arrival is ROLE_GATE's; the menu also shows to
 * security and the gate chief. Ruling: the gate chief registers and confirms arrivals as the gate
 * does; security reads the arrivals, the late arrival and the SAG queries but neither registers
 * nor confirms.
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

/** Who registers and confirms an arrival. */
export const GATE_OPERATORS: readonly Role[] = ['ROLE_GATE', 'ROLE_JEFE_GATE'];
/** Who sees the gate (GATE-001: the menu also to security and the gate chief). */
export const GATE_READERS: readonly Role[] = ['ROLE_GATE', 'ROLE_SEGURIDAD', 'ROLE_JEFE_GATE'];

export const gateContract = defineAreaContract({
  path: 'gate',
  permission: 'gate',
  permissions: {
    gate: {
      menu: GATE_READERS,
      list: GATE_READERS,
      show: GATE_READERS,
      register: GATE_OPERATORS,
      confirm: GATE_OPERATORS,
    },
  },
});
