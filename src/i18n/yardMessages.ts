/**
 * The yard's texts (D3 §2.4, §4, §5, §8.3 Sequencing; D2 §2 Sequence): the sequencing's answers and
 * refusals, its states, the turns in the history and notifications, and the sequence query's
 * spreadsheet. Spec texts verbatim ('Secuencia agregada correctamente', …).
 */
export const yardMessages = {
  // D3 §8.3, verbatim.
  saved: 'Secuencia agregada correctamente',
  cancelled: 'Secuencia cancelada correctamente!',
  informed: 'Secuencia informada correctamente!',
  // D3 §2.4, verbatim (the console's list).
  empty: 'No existen secuenciaciones.',
  blockName: 'Bloque {id}',
  states: { PROCESANDO: 'PROCESANDO', FINALIZADA: 'FINALIZADA', INFORMADA: 'INFORMADA', CANCELADA: 'CANCELADA' },
  methods: { 0: 'Fila/columna', 1: 'Altura', 2: 'Por citas' },
  stackDirections: { 0: '01 a 80', 1: '80 a 01' },
  rowDirections: { 0: 'A a Z', 1: 'Z a A' },
  refusals: {
    // D3 §5: the start date 'not earlier than now' (its text is not given).
    startInPast: 'La fecha de inicio no puede ser anterior a la fecha y hora actual',
    unknownBlock: 'Seleccione un bloque válido',
    notFound: 'La secuenciación no existe.',
    alreadyCancelled: 'La secuenciación ya está cancelada.',
    informNeedsFinished: 'Sólo se puede informar una secuenciación finalizada o informada.',
    notOwnAgent: 'Sólo puede consultar las unidades de su propio agente.',
    visitNotFound: 'Seleccione una visita válida',
  },
  // What the history and the agents read.
  history: {
    turnAssigned: 'Turno {n} · {time}',
  },
  notification: {
    informedTitle: 'Turnos de retiro directo asignados',
    informed:
      'La secuenciación {id} del bloque {block} asignó turno a {n} contenedor(es) suyo(s) de retiro directo, desde el {from}.',
    cancelledTitle: 'Turnos de retiro directo cancelados',
    cancelled:
      'La secuenciación {id} del bloque {block} fue cancelada: se retiró el turno de {n} contenedor(es) suyo(s).',
  },
  // The sequence query's spreadsheet (SEQ-004).
  sheet: {
    name: 'Secuencia',
    file: 'secuencia-{visit}-{agent}',
    headers: [
      'Contenedor',
      'Tipo',
      'N° turno',
      'Fecha turno',
      'Condición de retiro',
      'Estado',
      'Transportista',
      'Bloque',
      'Ubicación',
    ],
  },
} as const;
