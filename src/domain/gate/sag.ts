/**
 * The SAG query (GATE-012; D2 §3 "SAG result: unit, tipoInspeccion, estado, observaciones"): the
 * agricultural inspection the SAG holds on a box. Ruling: the condition is the stricter of the
 * box's own (the terminal's record of the SAG's ruling) and, for an export box, the one its
 * pre-advice declared; tipoInspeccion is that condition, estado and observaciones follow from it.
 */
import { gateMessages } from '../../i18n/gateMessages';

export const SAG_ORDER = ['SIN INSPECCION', 'INSPECCION', 'BLOQUEO POR INSPECCION'] as const;
export type SagConditionValue = (typeof SAG_ORDER)[number];

const rank = (c: string | null | undefined) => Math.max(0, SAG_ORDER.indexOf((c ?? '') as SagConditionValue));

/** The stricter condition of those given (unknown values read as no inspection). */
export const stricterSag = (...conditions: (string | null | undefined)[]): SagConditionValue =>
  SAG_ORDER[Math.max(0, ...conditions.map(rank))]!;

export interface SagResult {
  unit: string;
  tipoInspeccion: SagConditionValue;
  estado: string;
  observaciones: string;
}

export function sagResult(unitNbr: string, condition: SagConditionValue): SagResult {
  const s = gateMessages.sag;
  return {
    unit: unitNbr,
    tipoInspeccion: condition,
    estado: s.estados[condition],
    observaciones: s.observacionesDe[condition],
  };
}
