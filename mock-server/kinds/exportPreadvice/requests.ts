/**
 * The export pre-advice's requests as the terminal judges them (D2 §3 Export form payload; EXP-010…048,
 * EXP-070…072; rulings P54–P57): the decoded form (src/domain/export/calls.ts) checked with the form's
 * own rules (src/domain/exportPreadvice/preadviceRules.ts) and the terminal's facts — the unit's booking
 * and item, the agent and trucking company on record, the routing group's weighing — then the
 * transition. The area's handler only decodes, calls one of these and answers.
 */
import type { ExportSave, ExportUpdate } from '../../../src/domain/export/calls';
import { itemForUnit } from '../../../src/domain/exportPreadvice/bookingCapacity';
import {
  exportChoosesAgent,
  grossWeightError,
  typedNumber,
  ownExportAgent,
  preadviceErrors,
  sealsError,
  splitList,
  weighingOf,
  type PreadviceValues,
} from '../../../src/domain/exportPreadvice/preadviceRules';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { invalid, notFound } from '../../errors';
import { toText } from '../../records';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import type { Moment } from '../../terminalModel/history';
import type { Oog } from '../../terminalModel/types';
import type { UserRecord } from '../../types';
import type { ExportContext } from './context';
import { preadvise, updatePreadvice } from './transitions';
import { isExportOperation, type ExportOperation } from './types';
import { earlierRecord, stampOf, type KeyedRequest } from '../../terminalModel/idempotency';
import { assignableTrucking, scopeOf } from '../../terminalModel/access';

const r = operationsMessages.exportRefusals;
const v = appMessages.validation;

// Read as Chileans write them ('28.500' kg is 28500), by the rules' one reader; the rules refused what it cannot read.
const kg = (x: string) => Math.round(typedNumber(x) ?? 0);
const pct = (x: string) => (toText(x) === null ? null : (typedNumber(x) ?? null));

function oogOf(values: PreadviceValues, wanted: boolean): Oog | null {
  if (!wanted) return null;
  const n = (x: string) => typedNumber(x) ?? 0;
  const o = values.oog;
  return { topCm: n(o.topCm), frontCm: n(o.frontCm), backCm: n(o.backCm), leftCm: n(o.leftCm), rightCm: n(o.rightCm) };
}

/**
 * POST /export/save/{id}: validates as the form does, then pre-advises the unit against its booking.
 * With an Idempotency-Key, the same user's same request answers the pre-advice it made (repeated)
 * instead of being refused as a unit already on its way; another request under the key is 422.
 */
export function preadviseRequest(
  store: Store,
  c: ExportContext,
  input: ExportSave,
  user: UserRecord,
  t: Moment,
  key: KeyedRequest | null = null,
): { op: ExportOperation; repeated: boolean } {
  const earlier = earlierRecord(store.db.operation.filter(isExportOperation), key, t.now);
  if (earlier) return { op: earlier, repeated: true };
  const bookingId = input.bookingId.trim().toUpperCase();
  const b = c.booking ?? store.findById('booking', bookingId);
  if (!b) throw notFound(r.bookingNotFound);
  if (bookingId && bookingId !== b.id) throw refused(r.notInBooking);
  // The unit's own item (its ISO type, else its description): the payload's type is checked, never taken.
  const item = itemForUnit(b.items, c.unit);
  if (!item) throw refused(r.bookingFull);
  if (
    input.equipmentType.trim() &&
    input.equipmentType.trim() !== item.equipmentType &&
    input.equipmentType.trim() !== item.equipmentDesc
  ) {
    throw invalid({ equipmentType: r.equipmentMismatch });
  }
  const { values } = input;
  const errors = preadviceErrors(values, {
    roles: user.authorities,
    reefer: item.reefer !== null,
    atmosphereControl: item.atmosphereControl,
    oog: item.isOog,
  });
  const chosen = exportChoosesAgent(user.authorities);
  const agentId = chosen ? values.agentId : ownExportAgent(user.agentId);
  if (chosen && agentId && !store.findById('agent', agentId)) errors.agentId = v.selectFromList;
  if (values.truckingId && !assignableTrucking(store.db, scopeOf(store.db, user), values.truckingId))
    errors.truckingId = v.selectFromList;
  // The second agent on the invoice (legacy only; the console sends none) must be an agent on record.
  const agentTwoFault: Record<string, string> =
    input.agentTwoId !== null && !store.findById('agent', input.agentTwoId) ? { agent_two_id: v.selectFromList } : {};
  // EXP-051, EXP-052: the routing group decides the weighing; else the user's choice (VGM by default).
  const weighing = weighingOf(c.unit.routingGroup);
  const mode = weighing.locked ? weighing.mode : values.weighing || 'VGM';
  const faults = { ...(errors as Record<string, string>), ...agentTwoFault };
  if (Object.keys(faults).length > 0) throw invalid(faults);
  const grossWeightKg = kg(values.grossWeight);
  const op = preadvise(
    store,
    c.unit,
    b,
    {
      operationType: input.operationType,
      agentId,
      truckingId: values.truckingId,
      equipmentType: item.equipmentType,
      documentType: values.documentType as ExportOperation['documentType'],
      documentNbrs: values.documentType === 'CABOTAJE' ? [] : splitList(values.documentNbrs),
      guias: splitList(values.guias),
      seals: values.seals.map((s) => s.trim()).filter(Boolean),
      vgmKg: mode === 'VGM' ? grossWeightKg : null,
      weighbridge: mode === 'ROM',
      grossWeightKg,
      shipperId: values.shipperId.trim(),
      shipperName: values.shipperName.trim(),
      shipperAddress: values.shipperAddress.trim(),
      shipperCity: values.shipperCity.trim(),
      shipperState: values.shipperCountry.toUpperCase() === 'CL' ? values.shipperState.trim() : '',
      shipperGiro: values.shipperGiro.trim(),
      shipperCountry: values.shipperCountry.toUpperCase(),
      sagCondition: values.sagCondition as ExportOperation['sagCondition'],
      commodityCode: values.cmdtyShortName.trim(),
      o2Pct: item.reefer ? pct(values.o2pct) : null,
      co2Pct: item.reefer ? pct(values.co2pct) : null,
      oog: oogOf(values, item.isOog),
      lampa: toText(input.lampa),
      featureId: item.featureId,
      agentTwoId: input.agentTwoId,
      uniqueInvoice: input.uniqueInvoice,
      idempotency: key ? stampOf(key, t.now) : null,
    },
    t,
  );
  return { op, repeated: false };
}

/** POST /export/update/{id}: the declared data of a pre-advice (the transition refuses unless INBOUND). */
export function updateRequest(
  store: Store,
  c: ExportContext & { op: ExportOperation },
  input: ExportUpdate,
  t: Moment,
): void {
  const fields: Record<string, string> = {};
  const weight = grossWeightError(input.grossWeight);
  if (weight) fields.grossWeight = weight;
  const { seals } = input;
  const sealError = seals && sealsError(seals);
  if (sealError) fields.seals = sealError;
  const guias = input.guias === undefined ? undefined : splitList(input.guias);
  if (guias && (guias.length === 0 || guias.some((g) => !/^\d+$/.test(g))))
    fields.guias = guias.length === 0 ? v.required : v.number;
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const grossWeightKg = kg(input.grossWeight);
  updatePreadvice(
    store,
    c.unit,
    c.op,
    {
      grossWeightKg,
      ...(c.op.weighbridge ? {} : { vgmKg: grossWeightKg }),
      ...(seals ? { seals: seals.map((s) => s.trim()).filter(Boolean) } : {}),
      ...(guias ? { guias } : {}),
      ...(input.lampa !== undefined ? { lampa: input.lampa } : {}),
    },
    t,
  );
}
