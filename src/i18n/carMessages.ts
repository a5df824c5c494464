/**
 * Texts of the vehicle terminal's screens (D2 §2 Vehicles), imported by their screens (so they
 * load with the areas, not in the first load). Server refusals are in operationsMessages.cars.
 */
export const carMessages = {
  vin: {
    title: 'Seguimiento de vehículos',
    label: 'Número de VIN',
    hint: '17 caracteres: letras y dígitos (sin I, O ni Q)',
    submit: 'Buscar',
    historyTitle: 'Vehículo {vin}',
    newSearch: 'Nueva búsqueda',
    code: 'VIN',
    marca: 'Marca',
    modelo: 'Modelo',
    categoria: 'Tipo',
    bl: 'BL',
    visit: 'Visita',
    condicionRetiro: 'Condición de retiro',
    document: 'Documento',
    patente: 'Patente',
    movements: 'Movimientos',
    pending: 'Pendiente',
    skipped: 'No requerida',
    noRecords: 'No existen registros para este VIN. Realice una nueva búsqueda.',
  },
  // D2 §4 Vehicle movement sequence (CAR-065): how each movement reads.
  moves: { 'EN BARCO': 'En barco', DESCARGA: 'Descargado', INSPECCION: 'Inspección', DESPACHO: 'Despachado' },
  brands: {
    title: 'Movimientos por marca',
    list: 'Movimientos por marca',
    marca: 'Marca',
    total: 'Total',
    descargados: 'Descargados',
    despachados: 'Despachados',
    saldoDescargados: 'Por descargar',
    saldoDespachados: 'En patio',
    totals: 'Total {total} vehículos: {descargados} descargados, {despachados} despachados.',
    none: 'No hay vehículos asociados. Consulte con su agente de aduanas.',
  },
} as const;
