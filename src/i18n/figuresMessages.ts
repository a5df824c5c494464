/**
 * The terminal's figures (issue 33 §3; beyond-spec): tiles, their definitions (shown on the page),
 * the charts, the spreadsheet by day and the refusals. Read by the console and the mock.
 */
import { FIGURES_MENU } from './figuresMenu';

export const figuresMessages = {
  menu: FIGURES_MENU,
  title: FIGURES_MENU,
  titleOf: 'Cifras de {name}',
  terminalName: 'todo el terminal',
  intro:
    'Cifras del período elegido según el reloj del terminal. Cada cifra muestra su definición y abre la lista que hay detrás.',
  from: 'Desde',
  to: 'Hasta',
  dayHint: 'DD/MM/AAAA',
  show: 'Ver cifras',
  download: 'Descargar Excel por día',
  downloading: 'Generando Excel…',
  loading: 'Cargando cifras',
  openList: 'Ver lista',
  openListOf: 'Ver lista: {figure}',
  target: 'Meta: {target}',
  targetMet: 'Cumple la meta',
  targetMissed: 'Fuera de la meta',
  noData: 'Sin datos',
  notApplicable: 'No aplica',
  tiles: {
    noShow: {
      label: 'Citas no presentadas',
      value: '{rate}',
      detail: '{noShows} de {judged} citas juzgadas',
      definition:
        'Citas con día en el período a las que no llegó ningún camión y cuyo horario terminó hace más de {grace} min (reservadas, usadas sin camión o liberadas por el terminal al cierre de presentación), sobre las citas juzgadas (llegadas + no presentadas). Las anuladas por la empresa y las por venir no se juzgan.',
    },
    turn: {
      label: 'Tiempo en terminal',
      value: '{median} mediana · {p90} p90',
      detail: '{longRate} sobre 90 min ({long} de {samples} visitas)',
      definition:
        'Minutos entre la entrada y la salida por puerta de cada visita de camión cuya entrada cae en el período, con o sin cita; mediana y percentil 90 por rango más cercano (siempre un valor observado). Las visitas aún dentro no cuentan.',
    },
    slots: {
      label: 'Uso de cupos',
      value: '{useRate} usados',
      detail: '{booked} reservados · {used} usados · {released} liberados',
      capacity: 'Cupos ofrecidos: {capacity} ({capacityUseRate} usados)',
      definition:
        'Citas con día en el período: reservadas (todas menos las anuladas por la empresa), usadas (llegó un camión) y liberadas (el terminal las liberó al cierre de presentación y no llegó camión). El porcentaje es usadas sobre reservadas; el terminal ve además los cupos ofrecidos en sus cuotas.',
    },
    thirdShift: {
      label: 'Tercer turno',
      value: '{rate}',
      detail: '{thirdShift} de {visits} visitas',
      definition:
        'Visitas de camión cuya entrada por puerta (hora de Santiago) cae en el tercer turno, de 23:00 a 06:30, sobre todas las visitas con entrada en el período. Meta de San Antonio: 8 %.',
    },
    dwell: {
      label: 'Permanencia de importación',
      value: '{median} mediana · {p90} p90',
      detail: 'sobre {samples} contenedores retirados',
      definition:
        'Días entre la descarga y la salida por puerta de cada contenedor lleno de importación retirado en el período; mediana y percentil 90 por rango más cercano.',
    },
    charges: {
      label: 'Cargos pendientes',
      value: '{total}',
      detail: '{lines} cargos sin facturar',
      definition:
        'Cargos del libro aún no facturados ni anulados, al día de hoy del terminal (no dependen del período); los cargos en dólares se convierten a pesos con la tasa de cambio del día.',
    },
    overdue: {
      label: 'Facturas vencidas',
      value: '{count}',
      detail: '{total} por cobrar',
      definition:
        'Facturas definitivas impagas cuya fecha de vencimiento ya pasó, al día de hoy del terminal (no dependen del período); su total en pesos a la tasa de cambio de cada factura.',
    },
  },
  days: '{n} días',
  minutes: '{n} min',
  chart: {
    appointmentsCaption: 'Citas por día',
    booked: 'Reservadas',
    used: 'Usadas',
    noShows: 'No presentadas',
    appointmentsSummary: 'En {days} días: {booked} citas reservadas, {used} usadas y {noShows} no presentadas.',
    visitsCaption: 'Visitas de camión por día',
    visits: 'Visitas',
    longTurns: 'Sobre 90 min',
    thirdShift: 'Tercer turno',
    visitsSummary: 'En {days} días: {visits} visitas, {longTurns} sobre 90 minutos y {thirdShift} en tercer turno.',
    showTable: 'Ver como tabla',
    showChart: 'Ver como gráfico',
    tableCaption: 'Cifras por día',
  },
  xlsx: {
    sheet: 'Cifras por día',
    file: 'cifras-{from}-{to}',
    headers: [
      'Día',
      'Citas reservadas',
      'Citas usadas',
      'Citas liberadas',
      'Citas juzgadas',
      'No presentadas',
      'Visitas',
      'Tiempo en terminal mediana (min)',
      'Visitas sobre 90 min',
      'Visitas tercer turno',
      'Contenedores retirados',
      'Permanencia mediana (días)',
    ],
  },
  refusals: {
    noCompany: 'Su usuario no pertenece a una empresa.',
  },
} as const;
