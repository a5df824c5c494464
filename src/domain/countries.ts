/**
 * The static country-code file (D1 §3 "Country codes", D2 §9): ISO 3166-1 alpha-2 codes with
 * their Spanish names and phone prefixes. The console and the mock's /api/client/countries
 * read the same list. Chile first; the rest are the terminal's usual trade partners.
 */
export interface Country {
  id: string;
  name: string;
  dial: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 'CL', name: 'Chile', dial: '56' },
  { id: 'AR', name: 'Argentina', dial: '54' },
  { id: 'BO', name: 'Bolivia', dial: '591' },
  { id: 'PE', name: 'Perú', dial: '51' },
  { id: 'PY', name: 'Paraguay', dial: '595' },
  { id: 'UY', name: 'Uruguay', dial: '598' },
  { id: 'BR', name: 'Brasil', dial: '55' },
  { id: 'EC', name: 'Ecuador', dial: '593' },
  { id: 'CO', name: 'Colombia', dial: '57' },
  { id: 'VE', name: 'Venezuela', dial: '58' },
  { id: 'MX', name: 'México', dial: '52' },
  { id: 'PA', name: 'Panamá', dial: '507' },
  { id: 'CR', name: 'Costa Rica', dial: '506' },
  { id: 'GT', name: 'Guatemala', dial: '502' },
  { id: 'US', name: 'Estados Unidos', dial: '1' },
  { id: 'CA', name: 'Canadá', dial: '1' },
  { id: 'CN', name: 'China', dial: '86' },
  { id: 'HK', name: 'Hong Kong', dial: '852' },
  { id: 'TW', name: 'Taiwán', dial: '886' },
  { id: 'JP', name: 'Japón', dial: '81' },
  { id: 'KR', name: 'Corea del Sur', dial: '82' },
  { id: 'IN', name: 'India', dial: '91' },
  { id: 'VN', name: 'Vietnam', dial: '84' },
  { id: 'TH', name: 'Tailandia', dial: '66' },
  { id: 'MY', name: 'Malasia', dial: '60' },
  { id: 'SG', name: 'Singapur', dial: '65' },
  { id: 'ID', name: 'Indonesia', dial: '62' },
  { id: 'AU', name: 'Australia', dial: '61' },
  { id: 'NZ', name: 'Nueva Zelanda', dial: '64' },
  { id: 'DE', name: 'Alemania', dial: '49' },
  { id: 'ES', name: 'España', dial: '34' },
  { id: 'FR', name: 'Francia', dial: '33' },
  { id: 'IT', name: 'Italia', dial: '39' },
  { id: 'NL', name: 'Países Bajos', dial: '31' },
  { id: 'BE', name: 'Bélgica', dial: '32' },
  { id: 'GB', name: 'Reino Unido', dial: '44' },
  { id: 'PT', name: 'Portugal', dial: '351' },
  { id: 'RU', name: 'Rusia', dial: '7' },
  { id: 'TR', name: 'Turquía', dial: '90' },
  { id: 'AE', name: 'Emiratos Árabes Unidos', dial: '971' },
  { id: 'SA', name: 'Arabia Saudita', dial: '966' },
  { id: 'ZA', name: 'Sudáfrica', dial: '27' },
];

const byId = new Map(COUNTRIES.map((c) => [c.id, c]));

export const countryOf = (id: unknown): Country | undefined =>
  byId.get(
    String(id ?? '')
      .trim()
      .toUpperCase(),
  );
