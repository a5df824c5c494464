/**
 * Overdue invoices (D3 §4, §9.2; ROLE-025, ACC-021; ruling P70): a final invoice unpaid after its
 * due date, on the demo clock. Whether an agent or a customer has one is derived from the invoices,
 * never stored; the seed makes the demo's overdue agents and customers have a real one.
 */
import { santiagoDay } from '../../../src/domain/santiagoTime';
import type { Invoice } from './types';
import type { TerminalDb } from '../../terminalModel/types';

export const isOverdue = (i: Invoice, today: string): boolean => i.status === 'FINAL' && !i.paid && i.dueDate !== null && i.dueDate < today;

export const agentHasOverdue = (db: TerminalDb, agentId: string, now: Date): boolean =>
  db.invoice.some((i) => i.agentId === agentId && isOverdue(i, santiagoDay(now)));

export const customerHasOverdue = (db: TerminalDb, customerId: string, now: Date): boolean =>
  db.invoice.some((i) => i.payeeCustomerId === customerId && isOverdue(i, santiagoDay(now)));
