/** The car inscription's answers (D2 §3 Car inscription; CAR-041, CAR-055): the BL lookup, the detail and its vehicles. */
import type { CarImportDetailWire, CarImportItemWire, CarImportWire } from '../../../src/domain/terminalWire/cars';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../store';
import { chargesAnswer } from '../../modules/invoicing/costs';
import type { VehicleVisit } from '../../modules/carTerminal/types';
import type { BlContext } from './transitions';
import type { CarInscriptionOperation } from './types';

const truckingsOf = (store: Store, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: store.findById('truckingcompany', id)?.name ?? id }));

/** A VIN's line: what its inscription says, else empty for the grid to fill. */
export function itemOf(vehicle: VehicleVisit, op: CarInscriptionOperation | undefined): CarImportItemWire {
  const item = op?.items.find((i) => i.code === vehicle.unitNbr);
  return {
    type: 'VEHICULO',
    code: vehicle.unitNbr,
    vinCorregido: item?.vinCorregido ?? null,
    description: item?.description || `${vehicle.brandName} ${vehicle.model}`,
    documType: item?.documType ?? null,
    documentacion: item?.documentacion ?? null,
    condicionRetiro: item?.condicionRetiro ?? null,
    clientId: item?.clientId ?? null,
    lastMove: vehicle.registros.at(-1)?.type ?? 'EN BARCO',
  };
}

export function importAnswer(store: Store, ctx: BlContext): CarImportWire {
  const { bl, visit, op } = ctx;
  return {
    bl: {
      number: bl.blNbr,
      portOfLoading: bl.portOfLoading,
      weight: bl.weightKg,
      cantidadVehiculos: bl.cantidadVehiculos,
      cantidadBultos: bl.cantidadBultos,
      consigneeId: bl.consigneeId,
    },
    vv: {
      id: visit.id,
      vesselNumber: visit.naveId,
      vesselName: visit.naveNombre,
      mftoNumber: visit.mftoNumber,
      cierreDirectos: visit.cierreDirectos,
      despachoDirectos: visit.despachoDirectos,
      entregaIndirectos: visit.entregaIndirectos,
      estado: visit.estado,
      etaForDirecto: visit.etaForDirecto,
    },
    operation: op ? { id: op.id, truckingCos: truckingsOf(store, op.truckingIds), drivers: op.driverRuts } : null,
    items: ctx.vehicles.map((x) => itemOf(x, op)),
  };
}

export function detailAnswer(store: Store, op: CarInscriptionOperation): CarImportDetailWire {
  const agent = op.agentId ? store.findById('agent', op.agentId) : undefined;
  return {
    id: op.id,
    blNbr: op.blNbr,
    vesselVisitId: op.carVisitId,
    date: op.date,
    agent: agent ? { id: agent.id, name: agent.name } : null,
    importCarQty: op.items.length,
    weightKg: op.weightKg,
    truckingCos: truckingsOf(store, op.truckingIds),
    drivers: op.driverRuts,
    charges: chargesAnswer(store, op, operationsMessages.noCharges),
  };
}
