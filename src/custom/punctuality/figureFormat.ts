/** The figures in es-CL words: counts 1.234, percents 82,5 %, minutes '12 min' or 'Sin datos'. */
import { fillText as fill } from '../../i18n/fillText';
import { punctualityMessages as t } from '../../i18n/punctualityMessages';

const count = new Intl.NumberFormat('es-CL');
const rate = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const countText = (n: number) => count.format(n);
export const rateText = (n: number | null) => (n === null ? t.noData : `${rate.format(n)} %`);
export const minutesText = (n: number | null) => (n === null ? t.noData : fill(t.minutes, { n: count.format(n) }));
