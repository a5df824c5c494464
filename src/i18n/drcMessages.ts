/**
 * The DRC's texts (D2 §2 DRC, §5, §8; DRC-001…008): the receipt's rules and document, the mock's
 * answers and the /drc screens. Spec texts verbatim (typos included: 'encontraton').
 */
export const drcMessages = {
  // D2 §8: the mass DRC of a visit and line with nothing to hold (DRC-005), verbatim.
  noUnits: 'No se encontraton contenedores para procesar.',
  // D2 §5 Container and booking (DRC-002).
  visitInvalid: 'Seleccione una visita válida',
  refusals: {
    exportNotReceived: 'El DRC de un contenedor de exportación está disponible una vez recibido en el terminal.',
    noVisit: 'El DRC sólo está disponible para contenedores de una visita de nave.',
  },
  // The receipt's facts (D2 §3 DRC) as they read on screens and in the document.
  cargo: { empty: 'Vacío', hazardous: 'IMO', reefer: 'Refrigerada', oog: 'Sobredimensionada', general: 'General' },
  operation: { DESCARGA: 'Descarga de nave', RECEPCION: 'Recepción en puerta' },
  shift: '{n}° turno ({from} a {to})',
  document: {
    number: 'N° DRC',
    receivedAt: 'Fecha de recepción',
    shift: 'Turno',
    operation: 'Operación',
    line: 'Línea',
  },
  screens: {
    title: 'DRC masivo por visita',
    intro:
      'Elija una visita de sus líneas para ver los contenedores recibidos y descargar sus DRC en un solo documento.',
    visit: 'Visita',
    visitHint: 'Escriba 3 caracteres de la nave, el viaje o el código de la visita',
    noVisitMatch: 'Sin visitas que coincidan',
    open: 'Ver contenedores',
    managementTitle: 'DRC de la visita {visit}',
    line: 'Línea',
    lineHint: 'El DRC masivo es de una línea a la vez',
    download: 'Descargar DRC masivo',
    otherVisit: 'Otra visita',
    listTitle: 'Contenedores con DRC',
    // D3 §2.5 (RPT-048): the containers-by-visit list's empty text, verbatim.
    empty: 'No hay contenedores disponibles',
    unitNbr: 'Contenedor',
    turno: 'Turno',
    fecha: 'Fecha',
    estado: 'Estado',
    operation: 'Operación',
    dataTitle: 'DRC del contenedor {unit}',
    dataVisit: 'Visita {visit}',
    downloadOne: 'Descargar DRC',
    downloadTitle: 'Descarga de DRC',
    downloadIntro: 'Ingrese el contenedor y la visita de nave en que llegó o en que se embarca.',
    container: 'Contenedor',
    viewData: 'Ver datos del DRC',
    back: 'Volver',
    fields: {
      unitNbr: 'Contenedor',
      consignee: 'Consignatario',
      consigneeId: 'RUT consignatario',
      category: 'Categoría',
      condCarga: 'Condición de carga',
      bultos: 'Bultos',
      weightKg: 'Peso (kg)',
      tareWeightKg: 'Tara (kg)',
      notes: 'Observaciones',
    },
  },
} as const;
