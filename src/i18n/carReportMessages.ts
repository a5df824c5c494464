/**
 * The car reports' texts (D2 §9, D3 §7.6; CAR-026…030, CAR-067; ruling P65): each type's name and
 * the sheets' column headers. Read by the report screen and by the mock's sheets.
 */
export const carReportMessages = {
  types: {
    EN: 'Estado de nave',
    RM: 'Resumen de manifiesto',
    VPN: 'Vehículos pendientes en nave',
    AV: 'Vehículos en aforo (inspección)',
    RR: 'Recepción en patio',
    RD: 'Retiros directos',
    VM: 'Vehículos por marca y modelo',
    FS: 'Faltantes y sobrantes',
    DT: 'Vehículos con daño',
    BK: 'BLs sin inscripción',
    TB: 'Transportistas por BL',
    DN: 'Vehículos despachados',
    GG: 'Control de gate',
  },
  col: {
    vin: 'VIN', marca: 'Marca', modelo: 'Modelo', bl: 'BL', estado: 'Último movimiento', fecha: 'Fecha', inspeccion: 'Fecha de inspección',
    descarga: 'Fecha de descarga', despacho: 'Fecha de despacho', condicion: 'Condición de retiro', total: 'Total', enNave: 'En nave', enPatio: 'En patio',
    despachados: 'Despachados', madre: 'BL madre', vehiculos: 'Vehículos', inscrito: 'Inscrito', descargados: 'Descargados', manifestados: 'Manifestados',
    diferencia: 'Diferencia', consignatario: 'Consignatario (RUT)', transportistas: 'Transportistas', conductores: 'Conductores (RUT)', patente: 'Patente',
    codigo: 'Código de gate', conductor: 'Conductor', ingreso: 'Ingreso', salida: 'Salida', vins: 'VINs', guia: 'Guía confirmada', visita: 'Visita',
    documento: 'Documento', dato: 'Dato', valor: 'Valor', movimiento: 'Movimiento',
  },
  yes: 'Sí',
  no: 'No',
  // The report screen (/vesselvisitCar/report).
  screen: {
    title: 'Reportes de vehículos',
    open: 'Reportes',
    manifest: 'Visita (manifiesto)',
    type: 'Tipo de reporte',
    from: 'Desde',
    to: 'Hasta',
    dateHint: 'DD/MM/AAAA',
    download: 'Descargar Excel',
    item: 'Reporte del VIN (Excel)',
  },
} as const;
