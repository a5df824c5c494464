/**
 * The figures area's contract (issue 33 §3; beyond-spec): the terminal's figures at a glance.
 * Customer service and operators read the whole terminal ('terminal'); a trucking company, a
 * customs agent or a shipping company its own ('own') — the server applies the scope.
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

export const FIGURES_TERMINAL: readonly Role[] = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
  'ROLE_OPERATOR',
];
export const FIGURES_OWN: readonly Role[] = ['ROLE_TRUCKINGCO', 'ROLE_AGA', 'ROLE_SHIPPINGCO'];
const READERS: readonly Role[] = [...FIGURES_TERMINAL, ...FIGURES_OWN];

export const figuresContract = defineAreaContract({
  path: 'figures',
  permission: 'figures',
  permissions: {
    figures: { menu: READERS, list: READERS, terminal: FIGURES_TERMINAL, own: FIGURES_OWN },
  },
});
