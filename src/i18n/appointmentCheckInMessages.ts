/**
 * Check-in by plate, release at the cut-off and trouble before the trip (issue 31 §3; beyond-spec):
 * the rules' refusals and reasons, the mock's notification and the 'Mis citas' screen.
 */
export const appointmentCheckInMessages = {
  menu: 'Mis citas',
  title: 'Citas',
  intro:
    'Presente cada cita con la patente del camión hasta {cutoff} min antes de su horario; una cita no presentada a tiempo se libera y su cupo vuelve a quedar disponible.',
  loading: 'Cargando citas',
  empty: 'No hay citas que mostrar.',
  columns: {
    id: 'N° cita',
    slot: 'Horario',
    unit: 'Unidad',
    kind: 'Tipo',
    company: 'Empresa de transporte',
    state: 'Estado',
    plate: 'Patente',
    trouble: 'Problemas',
    inTrouble: 'Con problemas',
    actions: 'Acciones',
  },
  kinds: {
    importPickup: 'Retiro de importación',
    exportDelivery: 'Entrega de exportación',
    directTurn: 'Turno de retiro directo',
  } as Record<string, string>,
  states: {
    RESERVADA: 'Reservada',
    PRESENTADA: 'Presentada',
    LIBERADA: 'Liberada',
    USADA: 'Usada',
    ANULADA: 'Anulada',
  },
  noTrouble: 'Sin problemas',
  deadline: 'Presentar hasta {at}',
  checkIn: 'Presentar',
  checkInOf: 'Presentar la cita {id}',
  checkInTitle: 'Presentar cita {id}',
  plate: 'Patente del camión',
  noTrucks: 'La empresa no tiene camiones habilitados.',
  cancel: 'Cancelar',
  confirm: 'Presentar',
  checkedIn: 'Cita {id} presentada con la patente {plate}.',
  refusals: {
    plateRequired: 'Seleccione la patente del camión.',
    plateUnknown: 'La patente no corresponde a un camión habilitado de la empresa.',
    notBooked: 'La cita no está reservada (estado: {state}).',
    alreadyCheckedIn: 'La cita ya fue presentada con la patente {plate}.',
    pastCutoff: 'Pasó el plazo para presentar la cita: debía presentarse hasta las {at}.',
    notYours: 'La cita no es de su empresa.',
    notFound: 'No existe la cita.',
    badNumber: 'Indique un número de cita válido.',
    badMinutes: 'Indique minutos entre 0 y 1440.',
  },
  releaseReasons: { NOT_CHECKED_IN: 'No se presentó antes del plazo ({cutoff} min antes del horario).' } as Record<
    string,
    string
  >,
  notification: {
    title: 'Cita liberada',
    content:
      'La cita {id} ({slot}) de la unidad {unit} se liberó porque no se presentó antes de las {at}; su cupo volvió a quedar disponible.',
  },
  trouble: {
    hold: {
      reason: 'La unidad tiene un bloqueo: {detail}.',
      fix: 'Solicite a servicio al cliente el levantamiento del bloqueo.',
    },
    customs: {
      reason: 'Aduana mantiene una orden sobre la unidad: {detail}.',
      fix: 'Regularice la orden con Aduana antes de viajar.',
    },
    unpaid: {
      reason: 'La unidad tiene facturas vencidas sin pagar: {detail}.',
      fix: 'Pague las facturas en Pagos o en caja.',
    },
    plateUnknown: {
      reason: 'La patente {detail} no es un camión habilitado de la empresa.',
      fix: 'Presente la cita con un camión habilitado de la empresa.',
    },
    noTruck: {
      reason: 'La empresa no tiene camiones habilitados.',
      fix: 'Registre un camión en la ficha de la empresa de transporte.',
    },
    driverUnknown: {
      reason: 'La empresa no tiene conductores habilitados.',
      fix: 'Registre un conductor en la ficha de la empresa de transporte.',
    },
    truckExpired: {
      reason: 'El permiso de circulación del camión {detail} está vencido.',
      fix: 'Actualice la fecha del permiso en la ficha del camión o presente otro camión.',
    },
    driversExpired: {
      reason: 'Las licencias de todos los conductores de la empresa están vencidas.',
      fix: 'Actualice la fecha de la licencia en la ficha del conductor.',
    },
  },
  customsFlags: { escaner: 'escáner ordenado', rechazoZP: 'ingreso a zona primaria rechazado' } as Record<
    string,
    string
  >,
};
