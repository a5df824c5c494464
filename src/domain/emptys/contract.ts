/** The empties area's contract (/emptys; D2 §2 Empties, MTY-001, ROLE-014): its permission row, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { EMPTIES_ROLES as ROLES } from '../roles';

export const emptysContract = defineAreaContract({
  path: 'emptys',
  permission: 'empties',
  // MTY-001 menu; MTY-002 the booking search; MTY-007…021 the grid, sending and the spreadsheets.
  permissions: { empties: { menu: ROLES, list: ROLES, show: ROLES, send: ROLES } },
});
