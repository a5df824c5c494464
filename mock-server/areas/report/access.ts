/**
 * Who runs a report and whose operations it reads (D3 §9.2; RPT-010…017, ROLE-026): the type's row
 * of the one table (report.<code>, src/domain/reports/contract.ts) on the decoded request; then the
 * agent scope on the server's facts — customer service and the terminal's desks choose any agent
 * (or none: all), everyone else reads only its own, whatever the request says: an agent or its
 * functionary its agent's operations, a shipping agency or company its lines' units.
 */
import type { Request } from 'express';
import { choosesAgent } from '../../../src/domain/reports/agentScope';
import type { ReportRequest } from '../../../src/domain/reports/calls';
import { reportTypeOf } from '../../../src/domain/reports/reportTypes';
import { can } from '../../../src/domain/permissions';
import type { Permission } from '../../guard';
import { decodedOf } from '../../route';
import type { Scope } from '../../terminalModel/access';
import type { UserRecord } from '../../types';

/** The type's row: a request that could not be read passes to its handler's 400 when the user runs any report. */
export const onReportType: Permission = (user: UserRecord, req: Request) => {
  const request = decodedOf<ReportRequest>(req);
  return request
    ? can(user.authorities, `report.${request.operationType}`, 'list')
    : can(user.authorities, 'report', 'list');
};

/**
 * GET /report/getreport/{rprtype}/{id}: the row of the type the path names (a code that is no type
 * passes to its handler's 404 when the user runs any report), so the guard's 403 is the refusal.
 */
export const onTypeInPath: Permission = (user: UserRecord, req: Request) => {
  const type = reportTypeOf(String(req.params.rprtype ?? ''))?.code;
  return type === undefined ? can(user.authorities, 'report', 'list') : can(user.authorities, `report.${type}`, 'list');
};

/** What a fact carries for the scope to read. */
export interface Scoped {
  agentId: string | null;
  line: string | null;
  consigneeId: string | null;
}

export function factsInScope<F extends Scoped>(user: UserRecord, scope: Scope, facts: readonly F[]): readonly F[] {
  if (choosesAgent(user.authorities) || scope.kind === 'all') return facts;
  switch (scope.kind) {
    case 'agent':
      return facts.filter((f) => f.agentId === scope.agentId);
    case 'lines':
      return facts.filter((f) => f.line !== null && scope.lines.has(f.line));
    case 'consignee':
      return facts.filter((f) => f.consigneeId === scope.consigneeId);
    default:
      return [];
  }
}
