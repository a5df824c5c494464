/** The system version the home screen shows (ACC-037: 1.0). */
export const SYSTEM_VERSION = '1.0';
