/**
 * The terminal's wire dates ('DD/MM/YYYY' or 'DD/MM/YYYY HH:mm') as a list keeps them: year
 * first ('YYYY-MM-DD[THH:mm]', a wall time without zone), so a column of them sorts by date. A
 * 'date' or 'datetime' column reads it back as written, and the export writes it as a date.
 * Anything else is kept as given.
 */
const WIRE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}:\d{2}))?$/;

export function sortableWallTime<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const m = WIRE.exec(value.trim());
  if (!m) return value;
  return `${m[3]}-${m[2]}-${m[1]}${m[4] ? `T${m[4]}` : ''}`;
}
