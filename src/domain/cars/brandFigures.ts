/**
 * The brand figures of the car screens (D2 §3 Brand movement summary and Brand statistics per
 * visit; CAR-023, CAR-024, CHART), from the vehicles: pure, so the mock's answers and vitest agree.
 */
import { currentMove, inYard } from './vehicleMoves';

/** What the figures read of a vehicle. */
export interface VehicleFacts {
  brandId: string;
  brandName: string;
  registros: readonly { type: string }[];
  /** The inscription's pickup condition, if inscribed. */
  condicionRetiro: string | null;
  damaged: boolean;
}

const has = (v: VehicleFacts, type: string) => v.registros.some((r) => r.type === type);

export interface BrandState {
  marcaId: string;
  marcaName: string;
  enBarco: number;
  enPatio: number;
  inspeccionados: number;
  despachados: number;
  inscIndirectos: number;
  inscDirectos: number;
  conDanio: number;
}

/** Brand statistics of a visit: totals and one row per brand, by brand name (D2 §3). */
export function brandStatistics(vehicles: readonly VehicleFacts[]): {
  totalVisita: number;
  totalEnPatio: number;
  marcaStateDTOs: BrandState[];
} {
  const byBrand = new Map<string, BrandState>();
  for (const v of vehicles) {
    const s = byBrand.get(v.brandId) ?? {
      marcaId: v.brandId,
      marcaName: v.brandName,
      enBarco: 0,
      enPatio: 0,
      inspeccionados: 0,
      despachados: 0,
      inscIndirectos: 0,
      inscDirectos: 0,
      conDanio: 0,
    };
    byBrand.set(v.brandId, s);
    if (currentMove(v.registros) === 'EN BARCO') s.enBarco++;
    if (inYard(v.registros)) s.enPatio++;
    if (has(v, 'INSPECCION')) s.inspeccionados++;
    if (has(v, 'DESPACHO')) s.despachados++;
    if (v.condicionRetiro === 'INDIRECTO') s.inscIndirectos++;
    if (v.condicionRetiro === 'DIRECTO' || v.condicionRetiro === 'P. DESPACHO') s.inscDirectos++;
    if (v.damaged) s.conDanio++;
  }
  const rows = [...byBrand.values()].sort((a, b) => a.marcaName.localeCompare(b.marcaName, 'es'));
  return { totalVisita: vehicles.length, totalEnPatio: rows.reduce((n, r) => n + r.enPatio, 0), marcaStateDTOs: rows };
}

export interface BrandMovement {
  marca: string;
  vehiculoReportDTO: {
    total: number;
    descargados: number;
    despachados: number;
    saldoDescargados: number;
    saldoDespachados: number;
  };
}

/**
 * The brand movement summary (CAR-024): per brand the total, discharged and dispatched, what is
 * still to discharge (saldoDescargados) and discharged but not dispatched (saldoDespachados).
 */
export function brandMovements(vehicles: readonly VehicleFacts[]): {
  vehiDescGral: number;
  vehiTotalGral: number;
  vehiDespGral: number;
  marcas: BrandMovement[];
} {
  const byBrand = new Map<string, BrandMovement['vehiculoReportDTO'] & { marca: string }>();
  for (const v of vehicles) {
    const m = byBrand.get(v.brandName) ?? {
      marca: v.brandName,
      total: 0,
      descargados: 0,
      despachados: 0,
      saldoDescargados: 0,
      saldoDespachados: 0,
    };
    byBrand.set(v.brandName, m);
    m.total++;
    if (has(v, 'DESCARGA')) m.descargados++;
    if (has(v, 'DESPACHO')) m.despachados++;
  }
  const marcas = [...byBrand.values()]
    .sort((a, b) => a.marca.localeCompare(b.marca, 'es'))
    .map(({ marca, ...n }) => ({
      marca,
      vehiculoReportDTO: {
        ...n,
        saldoDescargados: n.total - n.descargados,
        saldoDespachados: n.descargados - n.despachados,
      },
    }));
  const sum = (k: 'total' | 'descargados' | 'despachados') => marcas.reduce((s, m) => s + m.vehiculoReportDTO[k], 0);
  return { vehiDescGral: sum('descargados'), vehiTotalGral: sum('total'), vehiDespGral: sum('despachados'), marcas };
}
