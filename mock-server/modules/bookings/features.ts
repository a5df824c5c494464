/** Equipment features a booking item may ask for (GET /api/export/getalleqfeatures, EXP-009). */
export const EQUIPMENT_FEATURES = [
  { id: 'FG', description: 'Food grade' },
  { id: 'HT', description: 'Alto cúbico (high cube)' },
  { id: 'CA', description: 'Atmósfera controlada' },
  { id: 'SW', description: 'Piso reforzado' },
  { id: 'GN', description: 'Con generador (genset)' },
] as const;
