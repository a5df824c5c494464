/**
 * Reading the gate-pass check (D2 §7; IMP-073, IMP-074): the server answers {valor, mensaje,
 * errors}, or, in the legacy variant, a result array whose first element 'OK' means success
 * (the other elements being the reasons).
 */
export interface GatePassCheck {
  ok: boolean;
  reasons: string[];
}

export function readGatePassCheck(answer: unknown): GatePassCheck {
  if (Array.isArray(answer)) {
    const [first, ...rest] = answer.map((x) => String(x ?? ''));
    return first === 'OK' ? { ok: true, reasons: [] } : { ok: false, reasons: [first, ...rest].filter(Boolean) };
  }
  const a = (answer ?? {}) as { valor?: unknown; mensaje?: unknown; errors?: unknown };
  const reasons = Array.isArray(a.errors)
    ? a.errors.map(String)
    : typeof a.mensaje === 'string' && a.mensaje
      ? [a.mensaje]
      : [];
  return { ok: a.valor === true, reasons: a.valor === true ? [] : reasons };
}
