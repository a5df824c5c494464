/**
 * GET /api/report/getreport/{rprtype}/{id} (A143; D3 §7.6; RPT-050): the spec gives only "report by
 * type". Ruling (rulings-rptdata): it answers the report type as the caller may run it — its code,
 * the legacy menu entry `{id}` echoed, label, result kind, the form's fields and what they require,
 * and whether the caller chooses the agent —, the registry the console builds its form from. A code
 * that is no type (4, 5, anything else) is 404; a type the caller is not offered, 403.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { defineCall, textOf, WireError } from '../legacyCall';
import { choosesAgent } from './agentScope';
import { reportTypeOf, type ReportField, type ReportKind, type ReportType } from './reportTypes';

export interface ReportByType {
  rprtype: number;
  id: string;
  label: string;
  kind: ReportKind;
  fields: readonly ReportField[];
  hastaRequired: boolean;
  agentRequired: boolean;
  choosesAgent: boolean;
}

export const reportByTypeOf = (type: ReportType, id: string, roles: readonly string[]): ReportByType => ({
  rprtype: type.code,
  id,
  label: type.label,
  kind: type.kind,
  fields: type.fields,
  hastaRequired: type.hastaRequired,
  agentRequired: type.agentRequired,
  choosesAgent: choosesAgent(roles),
});

/** The decoded path: the type's code (undefined for a code that is no type) and the menu entry. */
export interface ReportByTypeQuery {
  rprtype: number | undefined;
  id: string;
}

export const reportByType = defineCall<ReportByTypeQuery>({
  method: 'GET',
  path: '/report/getreport/:rprtype/:id',
  toWire: ({ rprtype, id }, at) => ({ path: at({ rprtype: rprtype ?? '', id }) }),
  fromWire: ({ params }) => {
    const id = textOf(params.id).trim();
    if (!/^[\w-]{1,40}$/.test(id)) throw new WireError({ id: reportMessages.refusals.required });
    return { rprtype: reportTypeOf(textOf(params.rprtype))?.code, id };
  },
});
