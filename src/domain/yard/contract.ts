/**
 * The yard's contracts (D3 §2.4, §9.2; D2 §2 Sequence, §6; YBS-001, YBS-005, SEQ-001, ROLE-011,
 * ROLE-024): the sequencing and shifts are the terminal operator's (a new sequencing: OPERATOR
 * only); the sequence query is the customs agent's and its functionary's. Read by the console
 * (menu, screens, buttons) and the mock (403).
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

/** D3 §9.2 'Sequencing and shifts': OPERATOR (new sequencing: OPERATOR only). */
export const SEQUENCING_ROLES: readonly Role[] = ['ROLE_OPERATOR'];
/** D2 §6 'Sequence': AGA and functionary. */
export const SEQUENCE_ROLES: readonly Role[] = ['ROLE_AGA', 'ROLE_FUNCTIONARY'];

export const sequencingContract = defineAreaContract({
  path: 'secuenciacion',
  permission: 'sequencing',
  permissions: {
    sequencing: {
      menu: SEQUENCING_ROLES,
      list: SEQUENCING_ROLES,
      show: SEQUENCING_ROLES,
      create: SEQUENCING_ROLES,
      cancel: SEQUENCING_ROLES,
      inform: SEQUENCING_ROLES,
    },
    // The yard's blocks: the form's block list (YBS-007) and the block view.
    yard: { list: SEQUENCING_ROLES, show: SEQUENCING_ROLES },
  },
});

export const sequenceContract = defineAreaContract({
  path: 'sequence',
  permission: 'sequence',
  permissions: {
    sequence: { menu: SEQUENCE_ROLES, list: SEQUENCE_ROLES, show: SEQUENCE_ROLES, export: SEQUENCE_ROLES },
  },
});
