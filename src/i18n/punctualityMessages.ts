/**
 * The appointment figures' texts (issue 31 §3; beyond-spec): the calendar's fill and expected wait
 * per slot, and the punctuality screen. Read by the pure rules, the mock and the console.
 */
export const punctualityMessages = {
  menu: 'Puntualidad',
  title: 'Puntualidad',
  titleOf: 'Puntualidad de {company}',
  intro:
    'Citas con día en el período, llegadas a puerta dentro del horario ± {grace} min de tolerancia y tiempo en terminal (entrada → salida).',
  company: 'Empresa de transporte',
  chooseCompany: 'Elija una empresa de transporte para ver sus cifras.',
  from: 'Desde',
  to: 'Hasta',
  dayHint: 'DD/MM/AAAA',
  show: 'Ver cifras',
  loading: 'Cargando cifras de puntualidad',
  noAppointments: 'Sin citas en el período.',
  cards: {
    appointments: 'Citas',
    onTime: 'A tiempo',
    late: 'Atrasadas',
    early: 'Anticipadas',
    noShows: 'No se presentaron',
    cancelled: 'Anuladas por la empresa',
    pending: 'Por venir',
    turnMedian: 'Tiempo en terminal (mediana)',
    turnP90: 'Tiempo en terminal (p90)',
  },
  ofJudged: '{rate} de las citas cumplidas o perdidas',
  turnSamples: 'sobre {n} visitas',
  minutes: '{n} min',
  noData: 'Sin datos',
  chart: {
    caption: 'Llegadas por día',
    onTime: 'A tiempo',
    early: 'Anticipadas',
    late: 'Atrasadas',
    noShows: 'No se presentaron',
    summary: 'En {days} días: {onTime} a tiempo, {early} anticipadas, {late} atrasadas y {noShows} no se presentaron.',
    empty: 'Sin llegadas en el período.',
  },
  slot: {
    fill: '{used}/{capacity} ocupados',
    wait: 'Espera estimada: {n} min',
    noWait: 'Espera estimada: Sin datos',
  },
  refusals: {
    badDay: 'Ingrese una fecha válida (AAAA-MM-DD).',
    badTypedDay: 'Ingrese una fecha válida (DD/MM/AAAA).',
    required: 'Ingrese una fecha.',
    order: 'La fecha final debe ser igual o posterior a la inicial.',
    tooLong: 'El período no puede superar un año.',
    noCompany: 'Su usuario no pertenece a una empresa de transporte.',
    unknownCompany: 'La empresa de transporte no existe.',
    unknownKind: 'Tipo de cita desconocido.',
    unknownVisit: 'La visita de nave no existe.',
  },
} as const;
