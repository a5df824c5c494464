/**
 * The car terminal's area contracts (D2 §2 Vehicles; ROLE-018, ROLE-019): six console areas, each on
 * its row of the one car table (carPermissions.ts), served by one mock area (mock-server/areas/cars).
 */
import { defineAreaContract } from '../areaContract';
import { CAR_PERMISSION_ROWS as ROWS } from './carPermissions';

/** Car vessel visits (/vesselvisitCar; CAR-001, CAR-003…024): the visits, and the car reports' screen. */
export const vesselVisitCarContract = defineAreaContract({
  path: 'vesselvisitCar',
  permission: 'carVisits',
  permissions: { carVisits: ROWS.carVisits!, carReports: ROWS.carReports! },
});
/** Car import (/cars; CAR-032…060): BL search, inscription, detail and carrier reassignment. */
export const carsContract = defineAreaContract({
  path: 'cars',
  permission: 'carImports',
  permissions: { carImports: ROWS.carImports! },
});
/** VIN search and history, and a client's brand movements (/car; CAR-002, CAR-061…066). */
export const carContract = defineAreaContract({
  path: 'car',
  permission: 'vehicles',
  permissions: { vehicles: ROWS.vehicles! },
});
/** Vehicle dispatches (/dispatch; CAR-068…071). */
export const carDispatchContract = defineAreaContract({
  path: 'dispatch',
  permission: 'carDispatch',
  permissions: { carDispatch: ROWS.carDispatch! },
});
/** The car yard (/yard; CAR-072, CHART-008…012). */
export const carYardContract = defineAreaContract({
  path: 'yard',
  permission: 'carYard',
  permissions: { carYard: ROWS.carYard! },
});
/** Dispatch guides (/guiaDespacho; GD-001…016, Q27). */
export const guiaDespachoContract = defineAreaContract({
  path: 'guiaDespacho',
  permission: 'dispatchGuides',
  permissions: { dispatchGuides: ROWS.dispatchGuides! },
});

/** Every car area's contract: the mock's car area serves them all. */
export const CAR_CONTRACTS = [
  vesselVisitCarContract,
  carsContract,
  carContract,
  carDispatchContract,
  carYardContract,
  guiaDespachoContract,
] as const;
