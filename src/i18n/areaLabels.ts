/**
 * Menu labels of the operational areas: the only area texts in the first load (the side menu and
 * the home shortcuts need them before any area is opened). Each area's other texts load with it.
 */
export const areaLabels = {
  import: 'Importación',
  vesselVisits: 'Visitas de naves',
  tracking: 'Tracking',
  gatePass: 'Gate Pass',
} as const;
