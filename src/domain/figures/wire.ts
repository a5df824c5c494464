/** The figures' answer (GET /figures): the period, whose figures they are, the tiles and the days. */
import type { Figures } from './compute';

export interface FiguresWire extends Figures {
  from: string;
  to: string;
  /** 'terminal': every party's facts; 'company': the caller's own, named by `scopeName`. */
  scope: 'terminal' | 'company';
  scopeName: string;
  graceMinutes: number;
  /** The day the money figures stand on (the terminal's today). */
  today: string;
}
