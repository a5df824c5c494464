/**
 * Chilean communes by region: what GET /api/client/communes answers and what a Chilean client's
 * commune (customer.stateName) is picked from. Reference data, the same at every SEED_SCALE.
 */
export interface Commune {
  id: string;
  name: string;
  region: string;
}

const BY_REGION: Record<string, readonly string[]> = {
  'Arica y Parinacota': ['Arica', 'Putre'],
  Tarapacá: ['Iquique', 'Alto Hospicio', 'Pozo Almonte'],
  Antofagasta: ['Antofagasta', 'Mejillones', 'Tocopilla', 'Calama', 'Taltal'],
  Atacama: ['Copiapó', 'Caldera', 'Vallenar', 'Chañaral'],
  Coquimbo: ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel', 'Los Vilos', 'Vicuña'],
  Valparaíso: [
    'Valparaíso',
    'Viña del Mar',
    'Concón',
    'Quilpué',
    'Villa Alemana',
    'Quillota',
    'La Calera',
    'Los Andes',
    'San Felipe',
    'San Antonio',
    'Cartagena',
    'Santo Domingo',
    'El Quisco',
    'Algarrobo',
    'Casablanca',
    'Limache',
    'La Ligua',
  ],
  Metropolitana: [
    'Santiago',
    'Providencia',
    'Las Condes',
    'Vitacura',
    'Lo Barnechea',
    'Ñuñoa',
    'La Reina',
    'Macul',
    'Peñalolén',
    'La Florida',
    'Puente Alto',
    'San Bernardo',
    'Maipú',
    'Cerrillos',
    'Estación Central',
    'Pudahuel',
    'Quilicura',
    'Renca',
    'Conchalí',
    'Huechuraba',
    'Recoleta',
    'Independencia',
    'Quinta Normal',
    'Lo Prado',
    'Cerro Navia',
    'San Miguel',
    'San Joaquín',
    'La Cisterna',
    'El Bosque',
    'Lo Espejo',
    'Pedro Aguirre Cerda',
    'La Granja',
    'San Ramón',
    'La Pintana',
    'Lampa',
    'Colina',
    'Buin',
    'Paine',
    'Talagante',
    'Peñaflor',
    'Melipilla',
    'Curacaví',
  ],
  "Libertador General Bernardo O'Higgins": [
    'Rancagua',
    'Machalí',
    'San Fernando',
    'Rengo',
    'San Vicente',
    'Santa Cruz',
    'Pichilemu',
  ],
  Maule: ['Talca', 'Curicó', 'Linares', 'Constitución', 'Cauquenes', 'Molina', 'Parral'],
  Ñuble: ['Chillán', 'Chillán Viejo', 'San Carlos', 'Bulnes'],
  Biobío: [
    'Concepción',
    'Talcahuano',
    'San Pedro de la Paz',
    'Hualpén',
    'Coronel',
    'Lota',
    'Tomé',
    'Penco',
    'Los Ángeles',
    'Chiguayante',
  ],
  'La Araucanía': ['Temuco', 'Padre Las Casas', 'Villarrica', 'Pucón', 'Angol', 'Victoria'],
  'Los Ríos': ['Valdivia', 'La Unión', 'Panguipulli', 'Río Bueno'],
  'Los Lagos': ['Puerto Montt', 'Puerto Varas', 'Osorno', 'Castro', 'Ancud', 'Calbuco', 'Quellón'],
  Aysén: ['Coyhaique', 'Aysén'],
  Magallanes: ['Punta Arenas', 'Puerto Natales', 'Porvenir'],
};

/** Ids are the commune names: the client record stores the name in stateName (D1 §3). */
export const COMMUNE_LIST: readonly Commune[] = Object.entries(BY_REGION).flatMap(([region, names]) =>
  names.map((name) => ({ id: name, name, region })),
);

const known = new Set(COMMUNE_LIST.map((c) => c.name.toLowerCase()));

export const isCommune = (name: unknown): boolean =>
  known.has(
    String(name ?? '')
      .trim()
      .toLowerCase(),
  );

/** The commune's spelling as listed (case-insensitive match), else undefined. */
export const communeNamed = (name: unknown): string | undefined =>
  COMMUNE_LIST.find(
    (c) =>
      c.name.toLowerCase() ===
      String(name ?? '')
        .trim()
        .toLowerCase(),
  )?.name;
