/** Word lists for realistic Chilean seed data. */

export const FIRST_NAMES = [
  'Juan', 'José', 'Luis', 'Carlos', 'Jorge', 'Pedro', 'Francisco', 'Cristián', 'Rodrigo', 'Felipe', 'Matías', 'Sebastián',
  'Diego', 'Andrés', 'Gonzalo', 'Patricio', 'Claudio', 'Manuel', 'Ricardo', 'Alejandro', 'Benjamín', 'Tomás', 'Ignacio',
  'María', 'Carolina', 'Camila', 'Valentina', 'Francisca', 'Javiera', 'Constanza', 'Daniela', 'Paula', 'Macarena',
  'Fernanda', 'Catalina', 'Andrea', 'Claudia', 'Paola', 'Marcela', 'Verónica', 'Lorena', 'Alejandra', 'Ximena', 'Soledad',
] as const;

export const SURNAMES = [
  'González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales',
  'Rodríguez', 'López', 'Fuentes', 'Hernández', 'Torres', 'Araya', 'Flores', 'Espinoza', 'Valenzuela', 'Castillo',
  'Tapia', 'Reyes', 'Gutiérrez', 'Castro', 'Pizarro', 'Álvarez', 'Vásquez', 'Sánchez', 'Fernández', 'Ramírez',
  'Carrasco', 'Gómez', 'Cortés', 'Herrera', 'Núñez', 'Jara', 'Vergara', 'Rivera', 'Figueroa', 'Riquelme', 'García',
  'Miranda', 'Bravo', 'Vera', 'Molina', 'Vega', 'Campos', 'Sandoval', 'Orellana', 'Zúñiga', 'Olivares', 'Alarcón',
  'Gallardo', 'Ortiz', 'Garrido', 'Salazar', 'Guzmán', 'Henríquez', 'Saavedra', 'Navarro', 'Aguilera', 'Parra',
] as const;

/** Place-like words for company names. */
export const CORES = [
  'Andes', 'Pacífico', 'Austral', 'Los Andes', 'del Sur', 'Cordillera', 'Valle Central', 'Aconcagua', 'Maipo', 'Biobío',
  'Atacama', 'Magallanes', 'Araucanía', 'Costa Central', 'San Antonio', 'Puerto Central', 'Cóndor', 'Horizonte',
  'Litoral', 'Mar Chile', 'Los Lagos', 'Tarapacá', 'Itata', 'Maule', 'Ñuble', 'Quinta Región', 'Llolleo', 'Cartagena',
  'Tierra del Fuego', 'Elqui', 'Limarí', 'Copiapó', 'Huasco', 'Loa', 'Patagonia', 'Chiloé', 'Osorno', 'Lircay',
  'Alto Maipo', 'Colchagua', 'Cachapoal', 'Curicó', 'Rapel', 'Tinguiririca', 'Mataquito', 'Puelche', 'Antuco', 'Lonquimay',
] as const;

export const COMPANY_SUFFIXES = ['S.A.', 'SpA', 'Ltda.', 'Limitada', 'E.I.R.L.'] as const;

/** Communes around the port and in the country's freight corridors. */
export const COMMUNES = [
  'San Antonio', 'Cartagena', 'Santo Domingo', 'Valparaíso', 'Viña del Mar', 'Quilpué', 'Los Andes', 'San Felipe',
  'Santiago', 'Providencia', 'Las Condes', 'Ñuñoa', 'Maipú', 'Pudahuel', 'Quilicura', 'Renca', 'Lampa', 'San Bernardo',
  'Puente Alto', 'Estación Central', 'Cerrillos', 'La Florida', 'Melipilla', 'Talagante', 'Rancagua', 'Talca', 'Curicó',
  'Chillán', 'Concepción', 'Talcahuano', 'San Vicente', 'Coronel', 'Temuco', 'Valdivia', 'Osorno', 'Puerto Montt',
  'Antofagasta', 'Mejillones', 'Iquique', 'Arica', 'La Serena', 'Coquimbo', 'Copiapó', 'Punta Arenas',
] as const;

export const STREETS = [
  'Av. Barros Luco', 'Av. Centenario', 'Av. Ramón Barros Luco', 'Calle Gregorio Mira', 'Av. Providencia', 'Av. Apoquindo',
  'Av. Libertador Bernardo O\'Higgins', 'Av. Brasil', 'Av. Errázuriz', 'Calle Prat', 'Calle Blanco', 'Av. Pedro Montt',
  'Av. Américo Vespucio', 'Camino Lo Echevers', 'Av. Presidente Frei', 'Av. Colón', 'Calle Serrano', 'Av. Matta',
  'Av. Los Pajaritos', 'Calle Esmeralda', 'Ruta 78 km 12', 'Ruta 68 km 20', 'Av. Vicuña Mackenna', 'Calle San Martín',
] as const;

/** SII activity codes and names (giros) as "code - name" is built from these. */
export const GIROS = [
  { id: '522910', name: 'Agencias de aduanas' },
  { id: '522920', name: 'Agencias de naves' },
  { id: '492300', name: 'Transporte de carga por carretera' },
  { id: '521001', name: 'Explotación de frigoríficos para almacenamiento y depósito' },
  { id: '521009', name: 'Otros servicios de almacenamiento y depósito' },
  { id: '469000', name: 'Venta al por mayor no especializada' },
  { id: '462020', name: 'Venta al por mayor de frutas y verduras' },
  { id: '463011', name: 'Venta al por mayor de carnes y productos cárnicos' },
  { id: '463013', name: 'Venta al por mayor de productos del mar' },
  { id: '463020', name: 'Venta al por mayor de bebidas alcohólicas y no alcohólicas' },
  { id: '465100', name: 'Venta al por mayor de computadores y equipo periférico' },
  { id: '466100', name: 'Venta al por mayor de combustibles sólidos, líquidos y gaseosos' },
  { id: '466301', name: 'Venta al por mayor de madera en bruto y productos de la madera' },
  { id: '451001', name: 'Venta al por mayor de vehículos automotores' },
  { id: '011220', name: 'Cultivo de uva destinada a la producción de vino' },
  { id: '012400', name: 'Cultivo de frutas de pepita y de hueso' },
  { id: '102020', name: 'Elaboración y conservación de salmónidos' },
  { id: '110200', name: 'Elaboración de vinos' },
  { id: '170110', name: 'Fabricación de celulosa y otras pastas de madera' },
  { id: '161000', name: 'Aserrado y acepilladura de madera' },
  { id: '072100', name: 'Extracción de minerales de cobre' },
  { id: '201101', name: 'Fabricación de productos químicos básicos' },
  { id: '222000', name: 'Fabricación de productos de plástico' },
  { id: '479100', name: 'Venta al por menor por correo y por internet' },
  { id: '522990', name: 'Otras actividades de apoyo al transporte' },
] as const;

/** Words to make a client's trade name, by giro family. */
export const TRADE_WORDS = [
  'Comercial', 'Exportadora', 'Importadora', 'Frutícola', 'Viña', 'Agrícola', 'Forestal', 'Pesquera', 'Distribuidora',
  'Industrial', 'Inversiones', 'Alimentos', 'Maderas', 'Minera', 'Química', 'Plásticos', 'Salmones', 'Tecnología',
] as const;

/** Real container lines calling at Chilean ports; ids are upper-case codes (≤ 10). */
export const LINE_OPERATORS = [
  { id: 'MSC', name: 'Mediterranean Shipping Company' },
  { id: 'MAERSK', name: 'Maersk Line' },
  { id: 'HLAG', name: 'Hapag-Lloyd' },
  { id: 'CMACGM', name: 'CMA CGM' },
  { id: 'COSCO', name: 'COSCO Shipping Lines' },
  { id: 'ONE', name: 'Ocean Network Express' },
  { id: 'EVERGREEN', name: 'Evergreen Marine' },
  { id: 'HMM', name: 'HMM Co. Ltd.' },
  { id: 'ZIM', name: 'ZIM Integrated Shipping Services' },
  { id: 'YANGMING', name: 'Yang Ming Marine Transport' },
  { id: 'PIL', name: 'Pacific International Lines' },
  { id: 'WANHAI', name: 'Wan Hai Lines' },
  { id: 'HAMSUD', name: 'Hamburg Süd' },
  { id: 'CSAV', name: 'Compañía Sud Americana de Vapores' },
  { id: 'OOCL', name: 'Orient Overseas Container Line' },
  { id: 'APL', name: 'American President Lines' },
  { id: 'SEALAND', name: 'Sealand' },
  { id: 'ANL', name: 'ANL Container Line' },
  { id: 'CCNI', name: 'Compañía Chilena de Navegación Interoceánica' },
  { id: 'SEABOARD', name: 'Seaboard Marine' },
  { id: 'KLINE', name: 'Kawasaki Kisen Kaisha (K Line)' },
  { id: 'NYK', name: 'NYK Line' },
  { id: 'MOL', name: 'Mitsui O.S.K. Lines' },
  { id: 'TSLINES', name: 'T.S. Lines' },
  { id: 'SITC', name: 'SITC Container Lines' },
] as const;

/** Owner prefixes (BIC codes) of the lines above, for container numbers. */
export const CONTAINER_OWNERS = ['MSC', 'MAE', 'HLX', 'CMA', 'CSN', 'ONE', 'EGH', 'HMM', 'ZIM', 'YML', 'PCI', 'WHL', 'SUD', 'OOL', 'APZ'] as const;
