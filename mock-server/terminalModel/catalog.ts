/** Fixed catalogues of the terminal seed: vessels, ports, commodities, ISO types, hazards (the tariffs: modules/tariffs.ts). */
import type { Hazard } from './types';

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
  MSC: 'MSC',
  MAERSK: 'MAE',
  HAMSUD: 'SUD',
  HLAG: 'HLX',
  CMACGM: 'CMA',
  COSCO: 'CSN',
  ONE: 'ONE',
  EVERGREEN: 'EGH',
  HMM: 'HMM',
};

export const PORTS_OF_LOADING = [
  'CNSHA',
  'CNNGB',
  'KRPUS',
  'USLAX',
  'DEHAM',
  'NLRTM',
  'ESALG',
  'BRSSZ',
  'PECLL',
  'MXZLO',
] as const;

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
