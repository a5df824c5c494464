/** Texts every form shares (issue 30 §3: a refused form says how many fields need attention). */
export const formMessages = {
  refusedOne: '1 campo requiere atención',
  refusedMany: '{n} campos requieren atención',
} as const;

/** '1 campo requiere atención', '3 campos requieren atención'. */
export const refusedFieldsText = (n: number): string =>
  n === 1 ? formMessages.refusedOne : formMessages.refusedMany.replace('{n}', n.toLocaleString('es-CL'));
