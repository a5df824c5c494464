/**
 * Overdue invoices (D3 §4, §9.2; ROLE-025, ACC-021; ruling P70): a final invoice unpaid after its
 * due date, on the demo clock. Whether an agent or a customer has one is derived from the invoices,
 * never stored; the seed makes the demo's overdue agents and customers have a real one. The rule is
 * the domain's, which the console's 'Vencidas' filter reads too.
 */
import { isOverdue } from '../../../src/domain/invoicing/paymentFilter';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import type { TerminalDb } from '../../terminalModel/types';

export const agentHasOverdue = (db: TerminalDb, agentId: string, now: Date): boolean =>
  db.invoice.some((i) => i.agentId === agentId && isOverdue(i, santiagoDay(now)));

export const customerHasOverdue = (db: TerminalDb, customerId: string, now: Date): boolean =>
  db.invoice.some((i) => i.payeeCustomerId === customerId && isOverdue(i, santiagoDay(now)));
