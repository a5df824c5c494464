/**
 * 'DD/MM/YYYY HH:mm' in Santiago for many instants (a report's spreadsheet): Santiago's offset only
 * changes on the hour, so it is read once per UTC hour (santiagoWallClock) and the rest is
 * arithmetic — the same text as formatDateTime, without a time-zone lookup per row.
 */
import { santiagoWallClock } from '../../../src/domain/santiagoTime';

const HOUR = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

export function santiagoDateTimes(): (iso: string | null) => string {
  const offsets = new Map<number, number>();
  return (iso) => {
    if (!iso) return '';
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return '';
    const hour = Math.floor(ms / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const { day, time } = santiagoWallClock(new Date(hour * HOUR));
      offset = Date.parse(`${day}T${time}:00Z`) - hour * HOUR;
      offsets.set(hour, offset);
    }
    const local = new Date(ms + offset);
    return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  };
}
