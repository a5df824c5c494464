/**
 * The car reports' sheets (D3 §7.6; CAR-026…030, CAR-067; ruling P65): one per type over a visit's
 * vehicles, gate control over a date range, and a VIN's item sheet. The routes choose what goes in
 * (the vehicles and trucks the user reaches, ruling P78); the sheets only lay it out.
 * Each is headers and rows; the routes write them with the terminal's sheet writer.
 */
import type { CarReportType } from '../../../src/domain/cars/carReports';
import { isDirectPickup } from '../../../src/domain/cars/inscriptionRules';
import { currentMove } from '../../../src/domain/cars/vehicleMoves';
import { formatRut } from '../../../src/domain/rut';
import { santiagoDateTime } from '../../../src/domain/santiagoTime';
import { carReportMessages as r } from '../../../src/i18n/carReportMessages';
import { activeInscriptionOf } from '../../kinds/carInscription/transitions';
import type { Store } from '../../store';
import type { Cell } from '../../documents/spreadsheet';
import type { CarGate, CarVisit, VehicleVisit } from '../../modules/carTerminal/types';

export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
}

const when = (iso: string | null | undefined) => (iso ? santiagoDateTime(new Date(iso)) : null);
const moveAt = (v: VehicleVisit, type: string) => v.registros.find((m) => m.type === type)?.fecha ?? null;
const vehicleCols = (v: VehicleVisit): Cell[] => [v.unitNbr, v.brandName, v.model, v.blNbr];
const VEHICLE = [r.col.vin, r.col.marca, r.col.modelo, r.col.bl];
const yesNo = (x: boolean) => (x ? r.yes : r.no);

/** The sheet of a type (every one but GG) over the visit's vehicles the user reaches. */
export function visitSheet(
  store: Store,
  visit: CarVisit,
  type: Exclude<CarReportType, 'GG'>,
  list: readonly VehicleVisit[],
): Sheet {
  const name = `${r.types[type]} ${visit.id}`;
  const only = (pred: (v: VehicleVisit) => boolean, extra: string[], cols: (v: VehicleVisit) => Cell[]) => ({
    name,
    headers: [...VEHICLE, ...extra],
    rows: list.filter(pred).map((v) => [...vehicleCols(v), ...cols(v)]),
  });
  const bls = store.db.carBl.filter(
    (b) => b.carVisitId === visit.id && !b.isMother && list.some((v) => v.blNbr === b.blNbr),
  );
  const ofBl = (bl: string) => list.filter((v) => v.blNbr === bl);
  switch (type) {
    case 'EN':
      return only(
        () => true,
        [r.col.estado, r.col.fecha],
        (v) => [currentMove(v.registros), when(v.registros.at(-1)?.fecha)],
      );
    case 'VPN':
      return only(
        (v) => currentMove(v.registros) === 'EN BARCO',
        [r.col.fecha],
        (v) => [when(moveAt(v, 'EN BARCO'))],
      );
    case 'AV':
      return only(
        (v) => moveAt(v, 'INSPECCION') !== null,
        [r.col.inspeccion],
        (v) => [when(moveAt(v, 'INSPECCION'))],
      );
    case 'RR':
      return only(
        (v) => moveAt(v, 'DESCARGA') !== null,
        [r.col.descarga],
        (v) => [when(moveAt(v, 'DESCARGA'))],
      );
    case 'RD':
      return only(
        (v) => v.condicionRetiro !== null && isDirectPickup(v.condicionRetiro),
        [r.col.condicion, r.col.estado],
        (v) => [v.condicionRetiro, currentMove(v.registros)],
      );
    case 'DT':
      return only(
        (v) => v.damaged,
        [r.col.estado],
        (v) => [currentMove(v.registros)],
      );
    case 'DN':
      return only(
        (v) => moveAt(v, 'DESPACHO') !== null,
        [r.col.despacho, r.col.condicion],
        (v) => [when(moveAt(v, 'DESPACHO')), v.condicionRetiro],
      );
    case 'VM': {
      const byModel = new Map<
        string,
        { marca: string; modelo: string; total: number; nave: number; patio: number; desp: number }
      >();
      for (const v of list) {
        const key = `${v.brandName}|${v.model}`;
        const row = byModel.get(key) ?? { marca: v.brandName, modelo: v.model, total: 0, nave: 0, patio: 0, desp: 0 };
        byModel.set(key, row);
        row.total++;
        const at = currentMove(v.registros);
        if (at === 'EN BARCO') row.nave++;
        else if (at === 'DESPACHO') row.desp++;
        else row.patio++;
      }
      const rows = [...byModel.values()]
        .sort((a, b) => a.marca.localeCompare(b.marca, 'es') || a.modelo.localeCompare(b.modelo, 'es'))
        .map((x) => [x.marca, x.modelo, x.total, x.nave, x.patio, x.desp]);
      return {
        name,
        headers: [r.col.marca, r.col.modelo, r.col.total, r.col.enNave, r.col.enPatio, r.col.despachados],
        rows,
      };
    }
    case 'RM':
      return {
        name,
        headers: [r.col.bl, r.col.madre, r.col.vehiculos, r.col.inscrito, r.col.descargados, r.col.despachados],
        rows: bls.map((b) => [
          b.blNbr,
          b.mother,
          ofBl(b.blNbr).length,
          yesNo(Boolean(activeInscriptionOf(store, b.blNbr))),
          ofBl(b.blNbr).filter((v) => moveAt(v, 'DESCARGA')).length,
          ofBl(b.blNbr).filter((v) => moveAt(v, 'DESPACHO')).length,
        ]),
      };
    case 'FS':
      return {
        name,
        headers: [r.col.bl, r.col.manifestados, r.col.descargados, r.col.diferencia],
        rows: bls.map((b) => {
          const discharged = ofBl(b.blNbr).filter((v) => moveAt(v, 'DESCARGA')).length;
          return [b.blNbr, b.cantidadVehiculos, discharged, discharged - b.cantidadVehiculos];
        }),
      };
    case 'BK':
      return {
        name,
        headers: [r.col.bl, r.col.vehiculos, r.col.consignatario],
        rows: bls
          .filter((b) => !activeInscriptionOf(store, b.blNbr))
          .map((b) => [b.blNbr, ofBl(b.blNbr).length, formatRut(b.consigneeId)]),
      };
    case 'TB':
      return {
        name,
        headers: [r.col.bl, r.col.transportistas, r.col.conductores],
        rows: bls.flatMap((b) => {
          const op = activeInscriptionOf(store, b.blNbr);
          return op
            ? [
                [
                  b.blNbr,
                  op.truckingIds.map((id) => store.findById('truckingcompany', id)?.name ?? id).join('; '),
                  op.driverRuts.map(formatRut).join(', '),
                ],
              ]
            : [];
        }),
      };
  }
}

/** GG (CAR-028): the trucks whose gate in falls in the range (Santiago days, inclusive), each with the VINs on it within the user's reach. */
export function gateControlSheet(
  trucks: readonly { gate: CarGate; vins: readonly string[] }[],
  from: string,
  to: string,
  dayOf: (iso: string) => string,
): Sheet {
  const rows = trucks
    .filter(({ gate: g }) => dayOf(g.gateIn) >= from && dayOf(g.gateIn) <= to)
    .sort((a, b) => a.gate.gateIn.localeCompare(b.gate.gateIn))
    .map(({ gate: g, vins }) => [
      g.license,
      g.code,
      `${g.conductor.name} (${formatRut(g.conductor.rut)})`,
      when(g.gateIn),
      when(g.gateOut),
      g.blNbr,
      vins.join(' '),
      g.guia ? r.yes : r.no,
    ]);
  return {
    name: r.types.GG,
    headers: [
      r.col.patente,
      r.col.codigo,
      r.col.conductor,
      r.col.ingreso,
      r.col.salida,
      r.col.bl,
      r.col.vins,
      r.col.guia,
    ],
    rows,
  };
}

/** CAR-067: a VIN's sheet — its facts and its movements. */
export function itemSheet(v: VehicleVisit): Sheet {
  const facts: Cell[][] = [
    [r.col.vin, v.unitNbr],
    [r.col.marca, v.brandName],
    [r.col.modelo, v.model],
    [r.col.bl, v.blNbr],
    [r.col.visita, v.visitId],
    [r.col.documento, v.documType ? `${v.documType} ${v.documentacion ?? ''}` : null],
    [r.col.condicion, v.condicionRetiro],
    [r.col.patente, v.patente],
  ];
  return {
    name: `${r.col.vin} ${v.unitNbr}`,
    headers: [r.col.dato, r.col.valor],
    rows: [...facts, [null, null], [r.col.movimiento, r.col.fecha], ...v.registros.map((m) => [m.type, when(m.fecha)])],
  };
}
