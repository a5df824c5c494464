/**
 * The terminal's one tariff table: every tariff a kind or module charges, its price exact in minor
 * units. The operations' tariffs (D2 §9 codes; the car terminal's, ruling P62) are the stored
 * `tariff` collection the ledger prices from (seeded by kinds/registry.ts); the cash counter's
 * (`counter`, ruling P75) are priced from here by the cash events (modules/invoicing/cashEvents.ts)
 * and never owed by an operation, so they stay out of the collection.
 */
import type { Tariff } from '../terminalModel/types';

export interface TariffRow extends Tariff {
  /** Sold at the cash counter (a cash event), not owed by an operation. */
  counter?: true;
}

export const TARIFF_TABLE: readonly TariffRow[] = [
  // D2 §9: security fee USD 15.00; delivery guide; weighing = E244 + E231 (import pickup, export pre-advice).
  {
    id: 'PCE-B126',
    description: 'Tarifa de seguridad (security fee)',
    currency: 'USD',
    amountMinor: 1500,
    quantityUnit: 'UNIDAD',
  },
  {
    id: 'PCE-E213',
    description: 'Servicio de guía de despacho',
    currency: 'USD',
    amountMinor: 850,
    quantityUnit: 'UNIDAD',
  },
  { id: 'PCE-E244', description: 'Pesaje de contenedor', currency: 'USD', amountMinor: 2200, quantityUnit: 'UNIDAD' },
  { id: 'PCE-E231', description: 'Uso de romana', currency: 'USD', amountMinor: 1150, quantityUnit: 'UNIDAD' },
  // The car terminal's (ruling P62; the spec names none): handling ship to yard, and the direct dispatch.
  {
    id: 'PCE-V110',
    description: 'Transferencia de vehículo (nave a patio)',
    currency: 'USD',
    amountMinor: 2800,
    quantityUnit: 'VEHICULO',
  },
  {
    id: 'PCE-V120',
    description: 'Despacho directo de vehículo',
    currency: 'USD',
    amountMinor: 950,
    quantityUnit: 'VEHICULO',
  },
  // The counter's (the spec names none: the portal's, ruling P75).
  {
    id: 'PCE-C301',
    description: 'Almacenaje adicional',
    currency: 'USD',
    amountMinor: 1200,
    quantityUnit: 'DIA',
    counter: true,
  },
  {
    id: 'PCE-C302',
    description: 'Conexión y monitoreo de reefer',
    currency: 'USD',
    amountMinor: 2500,
    quantityUnit: 'DIA',
    counter: true,
  },
  {
    id: 'PCE-C303',
    description: 'Traslado a sitio de inspección',
    currency: 'USD',
    amountMinor: 4500,
    quantityUnit: 'MOVIMIENTO',
    counter: true,
  },
  {
    id: 'PCE-C304',
    description: 'Repesaje de contenedor',
    currency: 'USD',
    amountMinor: 3350,
    quantityUnit: 'UNIDAD',
    counter: true,
  },
  {
    id: 'PCE-C305',
    description: 'Reimpresión de documentos',
    currency: 'USD',
    amountMinor: 500,
    quantityUnit: 'DOCUMENTO',
    counter: true,
  },
];

const plain = ({ counter: _counter, ...t }: TariffRow): Tariff => t;

/** The operations' tariffs: the stored `tariff` collection (the ledger prices from it). */
export const LEDGER_TARIFFS: readonly Tariff[] = TARIFF_TABLE.filter((t) => !t.counter).map(plain);
/** The cash counter's tariffs (GET /api/eventtype). */
export const COUNTER_TARIFFS: readonly Tariff[] = TARIFF_TABLE.filter((t) => t.counter).map(plain);
