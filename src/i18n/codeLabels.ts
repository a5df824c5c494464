/**
 * The Spanish label of every code that reaches a person: screens, list exports and the printed
 * documents (issue 30 §4; ruling "codes never shown raw"). The wire keeps the legacy codes; only
 * what is read goes through these functions. One family per kind of code, one function each; the
 * unit transit states have their own per-context table (transitStateMessages, DECISIONS Q16).
 * Pure data and functions: the console, its export worker and the mock's PDFs all read it.
 */

export const codeLabelMessages = {
  // D2 §3 Container import operation, export pre-advice; D3 §3 Operation (RPT-020).
  operationType: {
    IMPORTACION: 'Importación',
    EXPORTACION: 'Exportación',
    COORD_ENTREGA: 'Coordinación de entrega',
    CANCEL_DIRECTO: 'Cancelación de retiro directo',
    CANCEL_INDIRECTO: 'Cancelación de retiro indirecto',
    RECOORDINACION: 'Recoordinación',
    IMPORTACION_AUTOS: 'Importación de autos',
    PREAVISO_MTY: 'Preaviso de vacío',
  },
  // The pickup's output type (IMP-013) and a vehicle's retiro condition (CAR-046).
  pickupCondition: { DIRECTO: 'Directo', INDIRECTO: 'Indirecto', 'P. DESPACHO': 'P. despacho' },
  // The SAG condition (IMP-014, EXP-048, GATE-012).
  sagCondition: {
    INSPECCION: 'Inspección',
    'BLOQUEO POR INSPECCION': 'Bloqueo por inspección',
    'SIN INSPECCION': 'Sin inspección',
  },
  // The SAG's state of that inspection (GATE-012; gateMessages.sag.estados are the wire's).
  sagState: { 'NO REQUERIDA': 'No requerida', PENDIENTE: 'Pendiente', BLOQUEADO: 'Bloqueado' },
  // The role a customer is billed or paid in (D3 §3 Invoice, Payment).
  customerRole: { CONSIGNEE: 'Consignatario', SHIPPER: 'Embarcador', CUSTOMER: 'Cliente' },
  // A unit's or a charge's movement category (INV-010; the legacy also writes IMPRT/EXPRT, Import/Export).
  category: { IMPORT: 'Importación', EXPORT: 'Exportación', STORAGE: 'Almacenaje' },
  // A car vessel visit's estado (CAR-007, CONST-067).
  visitStatus: { INBOUND: 'Por arribar', WORKING: 'En operación', CLOSED: 'Cerrada' },
  // A vehicle's movements (CAR-064).
  vehicleMove: { 'EN BARCO': 'En barco', DESCARGA: 'Descargado', INSPECCION: 'Inspección', DESPACHO: 'Despachado' },
  // An EDI batch's state and message class (D3 §3 EDI batch; RPT-032…034).
  ediBatchState: { COMPLETE: 'Completo', WITH_ERRORS: 'Con errores', RECEIVED: 'Recibido' },
  ediMessageClass: {
    LOADLIST: 'Lista de carga (LOADLIST)',
    DISCHLIST: 'Lista de descarga (DISCHLIST)',
    BAYPLAN: 'Plano de estiba (BAYPLAN)',
  },
} as const;

export type CodeFamily = keyof typeof codeLabelMessages;
export type CodeOf<F extends CodeFamily> = keyof (typeof codeLabelMessages)[F] & string;

/**
 * A code no table knows, made readable rather than shown raw: underscores to spaces, sentence
 * case ('NEW_STATE' → 'New state'). The label tests keep every known code out of this path.
 */
export function humanizeCode(value: unknown): string {
  const text = String(value ?? '')
    .trim()
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ');
  if (!/[A-ZÁÉÍÓÚÑ]/.test(text) || /[a-záéíóúñ]/.test(text)) return text;
  const lower = text.toLocaleLowerCase('es-CL');
  return lower.charAt(0).toLocaleUpperCase('es-CL') + lower.slice(1);
}

/** The label of `value` in `family`; an empty value reads empty, an unknown one humanised. */
export function codeLabel(family: CodeFamily, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const table = codeLabelMessages[family] as Record<string, string>;
  return table[String(value)] ?? table[String(value).trim().toUpperCase()] ?? humanizeCode(value);
}

export const operationTypeLabel = (value: unknown): string => codeLabel('operationType', value);
export const pickupConditionLabel = (value: unknown): string => codeLabel('pickupCondition', value);
export const sagConditionLabel = (value: unknown): string => codeLabel('sagCondition', value);
export const sagStateLabel = (value: unknown): string => codeLabel('sagState', value);
export const customerRoleLabel = (value: unknown): string => codeLabel('customerRole', value);
export const visitStatusLabel = (value: unknown): string => codeLabel('visitStatus', value);
export const vehicleMoveLabel = (value: unknown): string => codeLabel('vehicleMove', value);
export const ediBatchStateLabel = (value: unknown): string => codeLabel('ediBatchState', value);
export const ediMessageClassLabel = (value: unknown): string => codeLabel('ediMessageClass', value);

/** IMPORT / IMPRT / Import → 'Importación'; EXPORT / EXPRT / Export → 'Exportación'. */
export function categoryLabel(value: unknown): string {
  const key = String(value ?? '')
    .trim()
    .toUpperCase();
  if (key.startsWith('IMP')) return codeLabelMessages.category.IMPORT;
  if (key.startsWith('EXP')) return codeLabelMessages.category.EXPORT;
  return codeLabel('category', value);
}
