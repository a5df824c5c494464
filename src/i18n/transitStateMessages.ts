/**
 * The unit transit states' labels per context (D2 §4; DECISIONS Q16), on their own: the state
 * label helpers (src/domain/transitStates.ts) reach the first load, the rest of the operational
 * texts (operationsMessages) load with the areas.
 */
export const transitStateMessages = {
  import: {
    YARD: 'en patio',
    INBOUND: 'en viaje hacia el puerto',
    LOADED: 'en puerta',
    DEPARTED: 'despachado',
    RETIRED: 'retirado',
    ADVISED: 'preavisado',
    ECIN: 'descargado',
    ECOUT: 'cargado en camión',
  },
  export: {
    ADVISED: 'preavisado',
    INBOUND: 'en viaje hacia el puerto',
    ECIN: 'en puerta',
    YARD: 'en patio',
    ECOUT: 'cargado en camión',
    LOADED: 'embarcado',
    DEPARTED: 'despachado',
    RETIRED: 'retirado',
  },
  tracking: {
    YARD: 'En patio',
    INBOUND: 'En viaje hacia el puerto',
    LOADED_EXPORT: 'Embarcado',
    LOADED_IMPORT: 'En puerta',
    ECIN_EXPORT: 'En puerta',
    ECIN_IMPORT: 'Descargado',
    ECOUT: 'Cargado en camión',
    DEPARTED: 'Despachado',
    RETIRED: 'Retirado',
    ADVISED: 'Preavisado',
    LOADED: 'En puerta',
    ECIN: 'Descargado',
  },
  containerList: { DEPARTED: 'Embarcado', ADVISED: 'Preavisado' },
  // D2 §4 Empties pre-advice rows (MTY-022…027); other values are shown raw (MTY-028).
  empties: {
    NEW: 'nuevo',
    INBOUND: 'camino a puerto',
    ECIN: 'en puerto',
    YARD: 'en patio',
    ECOUT: 'pronto embarque',
    LOADED: 'embarcado',
  },
} as const;
