/**
 * The reports' texts (D3 §2.5, §5 Report form, §8.4, §9.1; RPT-001…051): the type names the
 * selector offers (D3 §9.2 for the five it names, rulings P86 for the others), the form's refusals
 * verbatim, and the empty states. Read by the pure rules (src/domain/reports), the mock and the
 * console. Messages the spec shares with other screens are taken from their one source.
 */
import { appMessages } from './appMessages';
import { operationsMessages } from './operationsMessages';
import { visitScreensMessages } from './visitScreensMessages';

export const reportMessages = {
  title: 'Reportes',
  menu: 'Reportes',
  types: {
    0: 'Importación',
    1: 'Exportación',
    2: 'Coordinación de entrega',
    3: 'Cancelación de inscripción',
    6: 'Preaviso vacíos',
    7: 'Impo. Autos',
    8: 'TEUs',
    9: 'VGM',
    10: 'Coprarex',
    11: 'DRC',
    12: 'Gate Pass & Guía de despacho',
  },
  fields: {
    operationType: 'Tipo de reporte',
    desde: 'Desde',
    desde2: 'Desde',
    hasta: 'Hasta',
    agentId: 'Agente',
    consigneeId: 'Consignatario',
    unitNbr: 'Contenedor',
    blOrBook: 'BL / Booking',
    manifestNumber: 'Manifiesto',
    batchNbr: 'Número de Batch',
    gatePass: 'Modo',
    gateChofer: 'RUT del conductor',
    checkRutEx: 'Conductor extranjero',
    unitNbrs: 'Contenedores',
  },
  gatePassModes: { UNIT: 'Por contenedor y conductor', MASIVO: 'Masivo por período' },
  refusals: {
    required: appMessages.validation.required,
    unitTooLong: appMessages.validation.maxLengthDefault,
    rut: appMessages.validation.rutReport,
    rutForeign: appMessages.validation.rutForeign,
    // RPT-009: the minimum start date is filled in as DD/MM/YYYY.
    desde2BeforeMinimum: 'Fecha desde no puede ser anterior a {date}',
    hastaBeforeDesde: 'La fecha hasta no puede ser anterior a la fecha desde',
    date: appMessages.validation.date,
    vgmUnitOrBooking: 'Debe seleccionar un Contenedor o BL-Booking.',
    coprarBatch: 'Ingrese un número de Batch de Coprar',
    coprarNotFound: 'No se encontró el batch',
    typeNotOffered: 'El tipo de reporte no está disponible para su perfil.',
    oneUnitAtLeast: 'Ingrese al menos un contenedor válido.',
    wrongCall: 'Este tipo de reporte se consulta en otra opción.',
    unknownAgent: 'Seleccione un agente de la lista',
  },
  // The operation types of a row (RPT-020), as the result and its spreadsheet show them.
  operationTypes: {
    IMPORTACION: 'Importación',
    EXPORTACION: 'Exportación',
    COORD_ENTREGA: 'Coordinación de entrega',
    CANCEL_DIRECTO: 'Cancelación de retiro directo',
    CANCEL_INDIRECTO: 'Cancelación de retiro indirecto',
    RECOORDINACION: 'Recoordinación',
    IMPORTACION_AUTOS: 'Importación de autos',
    PREAVISO_MTY: 'Preaviso de vacío',
  },
  columns: {
    operationType: 'Operación',
    date: 'Fecha',
    unitNbr: 'Contenedor / VIN',
    bookingOrBl: 'BL / Booking',
    draftNumber: 'N° de prefactura',
    importCarQty: 'Vehículos',
    appointmentNbr: 'N° de cita',
  },
  sheetName: 'Operaciones',
  empty: {
    operations: 'No hay operaciones disponibles',
    containers: 'No hay contenedores disponibles',
    document: operationsMessages.noData,
  },
  fileNotFound: operationsMessages.fileNotFound,
  gatePassErrors: visitScreensMessages.gatePass.errors,
} as const;
