/**
 * The TEUs report (type 8; D3 §3 TEU row, §2.5; RPT-024…026) as a read model of the terminal's
 * facts: an agent's import boxes that entered or left inside the period (Santiago days, both ends
 * included; 'hasta' empty is today), each with its category, its place in the yard, its pickup
 * condition, when it came in and went out and the plate of the truck that took it. Pure: the mock
 * hands it the boxes joined with their pickup and gate-out, already of the agent the scope allows.
 *
 * Ruling P88: a box is the agent's when the agent holds its pickup operation (or, without one, it is
 * manifested to the agent); a box counts in the period when its entry or its exit falls in it.
 */
import { isoDay, parseDay } from '../calendarDay';
import { santiagoDay } from '../santiagoTime';
import type { ReportRequest } from './calls';

export interface TeuFact {
  unitNbr: string;
  category: string;
  /** The yard place ('A1 03B2': block, stack, row, tier), or null while the box holds none. */
  ubicacion: string | null;
  /** DIRECTO / INDIRECTO, or null without a pickup. */
  condicionRetiro: string | null;
  /** ISO instants. */
  ingreso: string | null;
  salida: string | null;
  /** The plate of the truck that took it out. */
  license: string | null;
  agentId: string | null;
}

/** A row of the TEUs result (RPT-025). */
export type TeuRow = Omit<TeuFact, 'agentId'>;

const dayOf = (text: string): string | undefined => {
  const d = parseDay(text);
  return d ? isoDay(d) : undefined;
};

export function teuReportRows(facts: readonly TeuFact[], request: ReportRequest, today: string): TeuRow[] {
  const from = dayOf(request.desde);
  const to = dayOf(request.hasta) ?? dayOf(today);
  const inside = (iso: string | null) => {
    if (!iso) return false;
    const day = santiagoDay(new Date(iso));
    return (!from || day >= from) && (!to || day <= to);
  };
  return facts
    .filter(
      (f) => (!request.agentId || f.agentId === request.agentId) && (!request.unitNbr || f.unitNbr === request.unitNbr),
    )
    .filter((f) => inside(f.ingreso) || inside(f.salida))
    .map(
      (f): TeuRow => ({
        unitNbr: f.unitNbr,
        category: f.category,
        ubicacion: f.ubicacion,
        condicionRetiro: f.condicionRetiro,
        ingreso: f.ingreso,
        salida: f.salida,
        license: f.license,
      }),
    )
    .sort((a, b) =>
      (a.ingreso ?? '') < (b.ingreso ?? '')
        ? 1
        : (a.ingreso ?? '') > (b.ingreso ?? '')
          ? -1
          : a.unitNbr.localeCompare(b.unitNbr),
    );
}
