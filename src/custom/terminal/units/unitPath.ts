/** A unit shell's URLs (D2 §2): /<area>/management/{unitNbr}/{operationId}/{child}. */

/** operationId of a unit without an operation (the legacy route always has the segment). */
export const NO_OPERATION = '0';

export const unitPath = (
  area: string,
  unitNbr: string,
  operationId: number | string | null | undefined,
  child?: string,
) => `/${area}/management/${encodeURIComponent(unitNbr)}/${operationId ?? NO_OPERATION}${child ? `/${child}` : ''}`;
