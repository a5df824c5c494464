/** The report form's address (D3 §2.5): /report/management/{id}/{rprtype}, `{id}` the legacy menu entry, 0 here. */
export const reportPath = (code: number, id = '0') => `/report/management/${id}/${code}`;
