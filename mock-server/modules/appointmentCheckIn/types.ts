/**
 * The terminal's appointment settings (issue 31 §3): the check-in cut-off. One record, id
 * 'appointments'; absent, the defaults (settings.ts). Joined to the store by declaration.
 */
import type { TerminalDb } from '../../terminalModel/types';

export interface TerminalSetting {
  id: string;
  /** Minutes before a slot's start an appointment must be checked in by. */
  checkInCutoffMinutes: number;
  /** Appointments booked before this instant keep the older rule (never released): the seed's now. */
  releaseFrom: string;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    terminalSetting: TerminalSetting[];
  }
}

export const APPOINTMENT_CHECKIN_COLLECTIONS = ['terminalSetting'] as const satisfies readonly (keyof TerminalDb)[];
