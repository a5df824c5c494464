/**
 * The /drc screens' choices (DRC-002, DRC-004): the visit (one of the user's lines' visits:
 * required, 'Requerido'; anything else typed, 'Seleccione una visita válida') and the line whose
 * mass DRC is downloaded (the path names one line; rulings in the DRC report).
 */
import { appMessages } from '../../i18n/appMessages';
import { drcMessages } from '../../i18n/drcMessages';

export type VisitChoice<V> = { visit: V; error?: undefined } | { visit?: undefined; error: string };

/**
 * The visit the form chose: the suggestion picked, or a visit whose code was typed whole (a keyboard
 * or scanner user need not open the list); nothing typed is 'Requerido', anything else 'Seleccione
 * una visita válida'.
 */
export function chooseVisit<V extends { id: string }>(
  typed: string,
  picked: V | null,
  visits: readonly V[],
): VisitChoice<V> {
  if (picked && visits.some((v) => v.id === picked.id)) return { visit: picked };
  const text = typed.trim().toUpperCase();
  if (text === '' && !picked) return { error: appMessages.validation.required };
  const whole = visits.find((v) => v.id.toUpperCase() === text);
  return whole ? { visit: whole } : { error: drcMessages.visitInvalid };
}

/**
 * The lines a shipping company works, in the order its visits name them: the operators of the
 * visits GET /vesselvisit/lineop gives it (the visits of its own lines).
 */
export const linesOfVisits = (visits: readonly { operatorId?: string | null }[]): string[] => [
  ...new Set(visits.map((v) => v.operatorId ?? '').filter(Boolean)),
];

/**
 * The line a visit's mass DRC is for: the one asked for when it is one of the user's lines, else the
 * visit's own operator when it is, else the user's first line; undefined when the user has none.
 */
export function drcLineOf(
  asked: string | null | undefined,
  visitOperator: string | null | undefined,
  userLines: readonly string[],
): string | undefined {
  const own = (line: string | null | undefined) => (line && userLines.includes(line) ? line : undefined);
  return own(asked?.toUpperCase()) ?? own(visitOperator) ?? userLines[0];
}
