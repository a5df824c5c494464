/**
 * The appointment calendar's month grid (D2 §9: the week starts on Monday), pure: days are
 * 'YYYY-MM-DD' strings, as the quotas answer names them, so no time zone enters.
 */

/** The month's weeks, Monday first; null outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday … 6 = Saturday → Monday-first column 0 … 6.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export interface MonthRef {
  year: number;
  month: number;
}

export const monthOf = (day: string): MonthRef => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

export const shiftMonth = ({ year, month }: MonthRef, by: number): MonthRef => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
export const monthTitle = ({ year, month }: MonthRef) => `${MONTHS[month - 1]} ${year}`;
