/**
 * Texts of the unit shell that the import and export areas share (src/custom/terminal/units/): the
 * unit's header and bar, and the gate pass's common facts and refusals. Imported by the shared
 * screens, so they load with the first area that opens a unit. Spec texts verbatim.
 */
export const unitMessages = {
  shell: {
    title: 'Contenedor {unit}',
    back: 'Nueva búsqueda',
    bar: 'Acciones del contenedor',
    loading: 'Cargando contenedor…',
  },
  gatePass: {
    appointment: 'N° de cita',
    dateApp: 'Fecha',
    slot: 'Horario',
    trucking: 'Empresa de transporte',
    cannotPrint: 'El gate pass no puede imprimirse:',
    noAppointment: 'El contenedor no tiene una cita asignada.',
  },
};

export type UnitShellTexts = typeof unitMessages.shell;
