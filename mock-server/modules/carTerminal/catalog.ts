/** The car terminal's catalogues: the makes it receives, their models and their VIN prefixes. */

/** Car makes the terminal receives (marca; real brands sold in Chile). */
export const CAR_BRANDS = [
  'TOYOTA',
  'HYUNDAI',
  'KIA',
  'CHEVROLET',
  'NISSAN',
  'SUZUKI',
  'MAZDA',
  'PEUGEOT',
  'MITSUBISHI',
  'VOLKSWAGEN',
  'FORD',
  'CHERY',
  'MG',
  'GREAT WALL',
  'BYD',
  'RENAULT',
  'SUBARU',
  'HONDA',
] as const;

/** Models per make, with the vehicle type (categoria) and a typical weight (kg). */
export const CAR_MODELS: Readonly<Record<string, readonly { model: string; categoria: string; kg: number }[]>> = {
  TOYOTA: [
    { model: 'YARIS', categoria: 'AUTOMOVIL', kg: 1080 },
    { model: 'HILUX', categoria: 'CAMIONETA', kg: 2100 },
    { model: 'RAV4', categoria: 'SUV', kg: 1650 },
  ],
  HYUNDAI: [
    { model: 'ACCENT', categoria: 'AUTOMOVIL', kg: 1100 },
    { model: 'TUCSON', categoria: 'SUV', kg: 1550 },
    { model: 'H-1', categoria: 'FURGON', kg: 2200 },
  ],
  KIA: [
    { model: 'RIO', categoria: 'AUTOMOVIL', kg: 1090 },
    { model: 'SPORTAGE', categoria: 'SUV', kg: 1560 },
    { model: 'SORENTO', categoria: 'SUV', kg: 1850 },
  ],
  CHEVROLET: [
    { model: 'SAIL', categoria: 'AUTOMOVIL', kg: 1060 },
    { model: 'COLORADO', categoria: 'CAMIONETA', kg: 2050 },
    { model: 'TRACKER', categoria: 'SUV', kg: 1300 },
  ],
  NISSAN: [
    { model: 'VERSA', categoria: 'AUTOMOVIL', kg: 1070 },
    { model: 'NAVARA', categoria: 'CAMIONETA', kg: 2000 },
    { model: 'KICKS', categoria: 'SUV', kg: 1150 },
  ],
  SUZUKI: [
    { model: 'SWIFT', categoria: 'AUTOMOVIL', kg: 900 },
    { model: 'VITARA', categoria: 'SUV', kg: 1200 },
  ],
  MAZDA: [
    { model: 'MAZDA 3', categoria: 'AUTOMOVIL', kg: 1300 },
    { model: 'CX-5', categoria: 'SUV', kg: 1550 },
    { model: 'BT-50', categoria: 'CAMIONETA', kg: 2000 },
  ],
  PEUGEOT: [
    { model: '208', categoria: 'AUTOMOVIL', kg: 1090 },
    { model: '2008', categoria: 'SUV', kg: 1200 },
    { model: 'PARTNER', categoria: 'FURGON', kg: 1400 },
  ],
  MITSUBISHI: [
    { model: 'L200', categoria: 'CAMIONETA', kg: 2000 },
    { model: 'OUTLANDER', categoria: 'SUV', kg: 1550 },
  ],
  VOLKSWAGEN: [
    { model: 'GOL', categoria: 'AUTOMOVIL', kg: 1000 },
    { model: 'AMAROK', categoria: 'CAMIONETA', kg: 2100 },
    { model: 'T-CROSS', categoria: 'SUV', kg: 1250 },
  ],
  FORD: [
    { model: 'RANGER', categoria: 'CAMIONETA', kg: 2150 },
    { model: 'TERRITORY', categoria: 'SUV', kg: 1600 },
    { model: 'TRANSIT', categoria: 'FURGON', kg: 2300 },
  ],
  CHERY: [
    { model: 'TIGGO 2', categoria: 'SUV', kg: 1150 },
    { model: 'TIGGO 7', categoria: 'SUV', kg: 1500 },
  ],
  MG: [
    { model: 'MG ZS', categoria: 'SUV', kg: 1250 },
    { model: 'MG 3', categoria: 'AUTOMOVIL', kg: 1100 },
  ],
  'GREAT WALL': [
    { model: 'POER', categoria: 'CAMIONETA', kg: 2000 },
    { model: 'WINGLE 7', categoria: 'CAMIONETA', kg: 1800 },
  ],
  BYD: [
    { model: 'DOLPHIN', categoria: 'AUTOMOVIL', kg: 1400 },
    { model: 'YUAN PLUS', categoria: 'SUV', kg: 1700 },
    { model: 'T3', categoria: 'FURGON', kg: 1600 },
  ],
  RENAULT: [
    { model: 'DUSTER', categoria: 'SUV', kg: 1250 },
    { model: 'KWID', categoria: 'AUTOMOVIL', kg: 800 },
    { model: 'MASTER', categoria: 'FURGON', kg: 2300 },
  ],
  SUBARU: [
    { model: 'XV', categoria: 'SUV', kg: 1450 },
    { model: 'FORESTER', categoria: 'SUV', kg: 1550 },
  ],
  HONDA: [
    { model: 'CITY', categoria: 'AUTOMOVIL', kg: 1100 },
    { model: 'HR-V', categoria: 'SUV', kg: 1300 },
  ],
};

/** World manufacturer identifiers (VIN positions 1–3) per make: the seed's VINs start with them. */
export const CAR_WMI: Readonly<Record<string, string>> = {
  TOYOTA: 'JTD',
  HYUNDAI: 'KMH',
  KIA: 'KNA',
  CHEVROLET: '9BG',
  NISSAN: '3N1',
  SUZUKI: 'JS2',
  MAZDA: 'JM1',
  PEUGEOT: 'VF3',
  MITSUBISHI: 'MMB',
  VOLKSWAGEN: '9BW',
  FORD: '8AF',
  CHERY: 'LVV',
  MG: 'LSJ',
  'GREAT WALL': 'LGW',
  BYD: 'LGX',
  RENAULT: '93Y',
  SUBARU: 'JF1',
  HONDA: 'MRH',
};
