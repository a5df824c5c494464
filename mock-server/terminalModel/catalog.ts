/** Fixed catalogues of the terminal seed: vessels, ports, commodities, ISO types, hazards, tariffs. */
import type { Hazard, Tariff } from './types';

export const VESSELS = [
  { code: 'MSCAN', name: 'MSC ANTONELLA', line: 'MSC' },
  { code: 'MAELI', name: 'MAERSK LIMA', line: 'MAERSK' },
  { code: 'CSNIC', name: 'CAP SAN NICOLAS', line: 'HAMSUD' },
  { code: 'HLVAL', name: 'VALPARAISO EXPRESS', line: 'HLAG' },
  { code: 'CMAAN', name: 'CMA CGM ANDES', line: 'CMACGM' },
  { code: 'COSMA', name: 'COSCO MAULE', line: 'COSCO' },
  { code: 'ONEIQ', name: 'ONE IQUIQUE', line: 'ONE' },
  { code: 'MSCRA', name: 'MSC RAYSHMI', line: 'MSC' },
  { code: 'EVERG', name: 'EVER GIVEN SUR', line: 'EVERGREEN' },
  { code: 'HMMSA', name: 'HMM SANTIAGO', line: 'HMM' },
] as const;

/** Owner codes (BIC) per line, for container numbers. */
export const OWNER_OF_LINE: Readonly<Record<string, string>> = {
  MSC: 'MSC', MAERSK: 'MAE', HAMSUD: 'SUD', HLAG: 'HLX', CMACGM: 'CMA', COSCO: 'CSN', ONE: 'ONE', EVERGREEN: 'EGH', HMM: 'HMM',
};

export const PORTS_OF_LOADING = ['CNSHA', 'CNNGB', 'KRPUS', 'USLAX', 'DEHAM', 'NLRTM', 'ESALG', 'BRSSZ', 'PECLL', 'MXZLO'] as const;

/** 6-digit tariff codes (cmdtyShortName) and names. */
/** Dry cargo: what a dry box carries (cargo that needs cold is REEFER_COMMODITIES, in reefers only). */
export const COMMODITIES = [
  { code: '847130', name: 'Computadores portátiles' },
  { code: '870323', name: 'Repuestos automotrices' },
  { code: '640299', name: 'Calzado' },
  { code: '610910', name: 'Prendas de vestir de algodón' },
  { code: '940360', name: 'Muebles de madera' },
  { code: '392690', name: 'Artículos de plástico' },
  { code: '851712', name: 'Teléfonos móviles' },
  { code: '721049', name: 'Planchas de acero galvanizado' },
  { code: '220421', name: 'Vino embotellado' },
  { code: '470329', name: 'Celulosa blanqueada' },
  { code: '300490', name: 'Medicamentos' },
  { code: '481910', name: 'Cajas de cartón corrugado' },
] as const;

export const REEFER_COMMODITIES = [
  { code: '020230', name: 'Carne bovina congelada', tempReqC: -18 },
  { code: '080390', name: 'Plátanos frescos', tempReqC: 13 },
  { code: '030389', name: 'Pescado congelado', tempReqC: -20 },
] as const;

export const HAZARDOUS = [
  { imdgClass: '3', unNbr: '1263', properName: 'PINTURA' },
  { imdgClass: '8', unNbr: '1789', properName: 'ÁCIDO CLORHÍDRICO' },
  { imdgClass: '9', unNbr: '3082', properName: 'SUSTANCIA PELIGROSA PARA EL MEDIO AMBIENTE, LÍQUIDA, N.E.P.' },
  { imdgClass: '2.1', unNbr: '1075', properName: 'GASES DE PETRÓLEO LICUADOS' },
  { imdgClass: '5.1', unNbr: '1942', properName: 'NITRATO DE AMONIO' },
] as const satisfies readonly Hazard[];

/** ISO 6346 size-type → the screens' short form, tare (kg). */
export const ISO_TYPES = [
  { iso: '22G1', typeLength: '20DV', tare: 2200 },
  { iso: '42G1', typeLength: '40DV', tare: 3750 },
  { iso: '45G1', typeLength: '40HC', tare: 3900 },
] as const;
export const REEFER_TYPES = [
  { iso: '45R1', typeLength: '40RH', tare: 4800 },
  { iso: '22R1', typeLength: '20RF', tare: 3000 },
] as const;
export const OOG_TYPES = [
  { iso: '42U1', typeLength: '40OT', tare: 3850 },
  { iso: '45P3', typeLength: '40FR', tare: 5200 },
] as const;

/** D2 §9 tariff codes: security fee USD 15.00; delivery guide; weighing = E244 + E231. */
export const TARIFFS: readonly Tariff[] = [
  { id: 'PCE-B126', description: 'Tarifa de seguridad (security fee)', currency: 'USD', amountMinor: 1500, quantityUnit: 'UNIDAD' },
  { id: 'PCE-E213', description: 'Servicio de guía de despacho', currency: 'USD', amountMinor: 850, quantityUnit: 'UNIDAD' },
  { id: 'PCE-E244', description: 'Pesaje de contenedor', currency: 'USD', amountMinor: 2200, quantityUnit: 'UNIDAD' },
  { id: 'PCE-E231', description: 'Uso de romana', currency: 'USD', amountMinor: 1150, quantityUnit: 'UNIDAD' },
  // The car terminal's (ruling P62; the spec names none): handling ship to yard, and the direct dispatch.
  { id: 'PCE-V110', description: 'Transferencia de vehículo (nave a patio)', currency: 'USD', amountMinor: 2800, quantityUnit: 'VEHICULO' },
  { id: 'PCE-V120', description: 'Despacho directo de vehículo', currency: 'USD', amountMinor: 950, quantityUnit: 'VEHICULO' },
];

/** Equipment features a booking item may ask for (GET /api/export/getalleqfeatures, EXP-009). */
export const EQUIPMENT_FEATURES = [
  { id: 'FG', description: 'Food grade' },
  { id: 'HT', description: 'Alto cúbico (high cube)' },
  { id: 'CA', description: 'Atmósfera controlada' },
  { id: 'SW', description: 'Piso reforzado' },
  { id: 'GN', description: 'Con generador (genset)' },
] as const;

/** Car makes the terminal receives (marca; real brands sold in Chile). */
export const CAR_BRANDS = [
  'TOYOTA', 'HYUNDAI', 'KIA', 'CHEVROLET', 'NISSAN', 'SUZUKI', 'MAZDA', 'PEUGEOT', 'MITSUBISHI', 'VOLKSWAGEN', 'FORD', 'CHERY', 'MG',
  'GREAT WALL', 'BYD', 'RENAULT', 'SUBARU', 'HONDA',
] as const;

/** Models per make, with the vehicle type (categoria) and a typical weight (kg). */
export const CAR_MODELS: Readonly<Record<string, readonly { model: string; categoria: string; kg: number }[]>> = {
  TOYOTA: [{ model: 'YARIS', categoria: 'AUTOMOVIL', kg: 1080 }, { model: 'HILUX', categoria: 'CAMIONETA', kg: 2100 }, { model: 'RAV4', categoria: 'SUV', kg: 1650 }],
  HYUNDAI: [{ model: 'ACCENT', categoria: 'AUTOMOVIL', kg: 1100 }, { model: 'TUCSON', categoria: 'SUV', kg: 1550 }, { model: 'H-1', categoria: 'FURGON', kg: 2200 }],
  KIA: [{ model: 'RIO', categoria: 'AUTOMOVIL', kg: 1090 }, { model: 'SPORTAGE', categoria: 'SUV', kg: 1560 }, { model: 'SORENTO', categoria: 'SUV', kg: 1850 }],
  CHEVROLET: [{ model: 'SAIL', categoria: 'AUTOMOVIL', kg: 1060 }, { model: 'COLORADO', categoria: 'CAMIONETA', kg: 2050 }, { model: 'TRACKER', categoria: 'SUV', kg: 1300 }],
  NISSAN: [{ model: 'VERSA', categoria: 'AUTOMOVIL', kg: 1070 }, { model: 'NAVARA', categoria: 'CAMIONETA', kg: 2000 }, { model: 'KICKS', categoria: 'SUV', kg: 1150 }],
  SUZUKI: [{ model: 'SWIFT', categoria: 'AUTOMOVIL', kg: 900 }, { model: 'VITARA', categoria: 'SUV', kg: 1200 }],
  MAZDA: [{ model: 'MAZDA 3', categoria: 'AUTOMOVIL', kg: 1300 }, { model: 'CX-5', categoria: 'SUV', kg: 1550 }, { model: 'BT-50', categoria: 'CAMIONETA', kg: 2000 }],
  PEUGEOT: [{ model: '208', categoria: 'AUTOMOVIL', kg: 1090 }, { model: '2008', categoria: 'SUV', kg: 1200 }, { model: 'PARTNER', categoria: 'FURGON', kg: 1400 }],
  MITSUBISHI: [{ model: 'L200', categoria: 'CAMIONETA', kg: 2000 }, { model: 'OUTLANDER', categoria: 'SUV', kg: 1550 }],
  VOLKSWAGEN: [{ model: 'GOL', categoria: 'AUTOMOVIL', kg: 1000 }, { model: 'AMAROK', categoria: 'CAMIONETA', kg: 2100 }, { model: 'T-CROSS', categoria: 'SUV', kg: 1250 }],
  FORD: [{ model: 'RANGER', categoria: 'CAMIONETA', kg: 2150 }, { model: 'TERRITORY', categoria: 'SUV', kg: 1600 }, { model: 'TRANSIT', categoria: 'FURGON', kg: 2300 }],
  CHERY: [{ model: 'TIGGO 2', categoria: 'SUV', kg: 1150 }, { model: 'TIGGO 7', categoria: 'SUV', kg: 1500 }],
  MG: [{ model: 'MG ZS', categoria: 'SUV', kg: 1250 }, { model: 'MG 3', categoria: 'AUTOMOVIL', kg: 1100 }],
  'GREAT WALL': [{ model: 'POER', categoria: 'CAMIONETA', kg: 2000 }, { model: 'WINGLE 7', categoria: 'CAMIONETA', kg: 1800 }],
  BYD: [{ model: 'DOLPHIN', categoria: 'AUTOMOVIL', kg: 1400 }, { model: 'YUAN PLUS', categoria: 'SUV', kg: 1700 }, { model: 'T3', categoria: 'FURGON', kg: 1600 }],
  RENAULT: [{ model: 'DUSTER', categoria: 'SUV', kg: 1250 }, { model: 'KWID', categoria: 'AUTOMOVIL', kg: 800 }, { model: 'MASTER', categoria: 'FURGON', kg: 2300 }],
  SUBARU: [{ model: 'XV', categoria: 'SUV', kg: 1450 }, { model: 'FORESTER', categoria: 'SUV', kg: 1550 }],
  HONDA: [{ model: 'CITY', categoria: 'AUTOMOVIL', kg: 1100 }, { model: 'HR-V', categoria: 'SUV', kg: 1300 }],
};

/** World manufacturer identifiers (VIN positions 1–3) per make: the seed's VINs start with them. */
export const CAR_WMI: Readonly<Record<string, string>> = {
  TOYOTA: 'JTD', HYUNDAI: 'KMH', KIA: 'KNA', CHEVROLET: '9BG', NISSAN: '3N1', SUZUKI: 'JS2', MAZDA: 'JM1', PEUGEOT: 'VF3', MITSUBISHI: 'MMB',
  VOLKSWAGEN: '9BW', FORD: '8AF', CHERY: 'LVV', MG: 'LSJ', 'GREAT WALL': 'LGW', BYD: 'LGX', RENAULT: '93Y', SUBARU: 'JF1', HONDA: 'MRH',
};
