/** The gate-pass print checks (D2 §7: GET /report/canPrintGatePass/{unit}, POST /report/canPrintGatePass). */

/** One unit: may its gate pass be printed, and if not, why (the first reason also as mensaje). */
export interface PrintCheck {
  valor: boolean;
  mensaje: string | null;
  errors: string[];
}

/** Several units (VV-020): every selected unit's reasons. */
export interface MassPrintCheck {
  valor: boolean;
  mensaje: string | null;
  errors: { unitNbr: string; msg: string }[];
}
