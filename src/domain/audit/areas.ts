/**
 * Which area a record type (a store collection) belongs to, for the trail's area filter. A
 * collection added later without a line here reads as 'other' until it gets one.
 */
export const AUDIT_AREAS = [
  'administration',
  'account',
  'operations',
  'gate',
  'yard',
  'cars',
  'billing',
  'reports',
  'settings',
  'other',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

const AREA_OF: Readonly<Record<string, AuditArea>> = {
  agent: 'administration',
  storekeeper: 'administration',
  deposito: 'administration',
  lineOperator: 'administration',
  shippingAgent: 'administration',
  functionary: 'administration',
  truckingcompany: 'administration',
  agentTrucking: 'administration',
  customer: 'administration',
  client: 'administration',
  giro: 'administration',
  shipperConsignee: 'administration',
  user: 'account',
  notification: 'account',
  vesselVisit: 'operations',
  unitVisit: 'operations',
  operation: 'operations',
  operationEvent: 'operations',
  booking: 'operations',
  appointment: 'operations',
  appointmentQuota: 'operations',
  gateVisit: 'gate',
  gateArrival: 'gate',
  drcReceipt: 'gate',
  yardPosition: 'yard',
  sequence: 'yard',
  sequencing: 'yard',
  carVisit: 'cars',
  carBl: 'cars',
  carGate: 'cars',
  brand: 'cars',
  tariff: 'billing',
  charge: 'billing',
  invoice: 'billing',
  exchangeRate: 'billing',
  creditNote: 'billing',
  paymentGroup: 'billing',
  onlinePayment: 'billing',
  reportFile: 'reports',
  terminalSetting: 'settings',
};

export const areaOf = (recordType: string): AuditArea => AREA_OF[recordType] ?? 'other';
export const isAuditArea = (v: string): v is AuditArea => (AUDIT_AREAS as readonly string[]).includes(v);
