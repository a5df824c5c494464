/** The figures in es-CL words: counts 1.234, percents 12,8 %, minutes '49 min', days '6,9 días', pesos '$ 1.234'. */
import { formatClp } from '../../domain/formats';
import { fillText as fill } from '../../i18n/fillText';
import { figuresMessages as t } from '../../i18n/figuresMessages';

const count = new Intl.NumberFormat('es-CL');
const oneDecimal = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const countText = (n: number) => count.format(n);
export const rateText = (n: number | null) => (n === null ? t.noData : `${oneDecimal.format(n)} %`);
export const minutesText = (n: number | null) => (n === null ? t.noData : fill(t.minutes, { n: count.format(n) }));
export const daysText = (n: number | null) => (n === null ? t.noData : fill(t.days, { n: oneDecimal.format(n) }));
export const clpText = (n: number) => formatClp(n);
