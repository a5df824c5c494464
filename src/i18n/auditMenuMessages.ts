/** The audit trail's texts in the first load (the menu entry and a record's 'Historial' button); the rest is auditMessages.ts, loaded with the screen. */
export const auditMenuMessages = {
  menu: 'Auditoría',
  history: 'Historial',
} as const;
