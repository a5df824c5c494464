/**
 * The export side's answers and bodies (D2 §3 Export pre-advice, Export form payload, Booking):
 * GET /export/byoperation/{id}, GET /booking/{id}/{containerType}, POST /export/save/{id}.
 * Produced by the mock (kinds/exportPreadvice), read and sent by the console. Times are ISO
 * instants; the screens format them (D2 §9 DD/MM/YYYY HH:mm).
 */
import type { ExportDetailAction } from '../exportPreadvice/detailActions';

export interface BookingItemWire {
  equipmentType: string;
  equipmentDesc: string;
  quantity: number;
  availableQuantity: number;
  reservedContainers: { unitNbr: string }[];
  reefer: {
    tempReqdC: number;
    ventRequiredValue: number;
    ventRequiredUnit: 'PERCENTAGE' | 'CUBIC_FT_MIN' | 'CUBIC_M_HOUR';
    humidityPct: number | null;
  } | null;
  hazards: { imdg: string; un: string; imdgDescription: string }[];
  /** 'S' or 'N'. */
  atmosphereControl: 'S' | 'N';
  isOog: boolean;
  featureId: string | null;
  bulbMode: string | null;
  condTreament: string | null;
  desHumidificationPct: number | null;
}

export interface BookingWire {
  nbr: string;
  eqStatus: 'FCL' | 'MTY';
  line: string;
  nave: string;
  viaje: string;
  vesselVisitId: string;
  portOfLoading: string;
  portOfDischarge1: string;
  portOfDischarge2: string | null;
  destination: string;
  stacking: { start: string; end: string; reeferStart: string };
  lateDate: string;
  enableVGM: boolean;
  storekeeper: string | null;
  manifestNumber: string;
  shipperId: string | null;
  shipperName: string | null;
  /** Of the item of the asked container type (every item when it asks for all). */
  capacity: { maximum: number; free: number; used: number };
  /** The ISO code the capacity is of, or null for the whole booking. */
  reserveIsoCode: string | null;
  /** The containers the line reserved on it, their export state, type and whether reefer (TMP-006). */
  unitlist: { unitNbr: string; transitState: string; isoType: string; reefer: boolean }[];
  items: BookingItemWire[];
}

/** GET /export/byoperation/{id}: the unit, its pre-advice when it has one, and what the user may do now. */
export interface ExportPreadviceWire {
  unit: {
    id: string;
    number: string;
    container: { type: { id: string; length: string; lengthMm: number; tareWeightKg: number } };
    reefer: {
      tempReq: number;
      o2Pct: number | null;
      co2Pct: number | null;
      ventValue: number | null;
      ventUnit: string | null;
      humidityPct: number | null;
    } | null;
    oog: { topCm: number; frontCm: number; backCm: number; leftCm: number; rightCm: number } | null;
    contents: { weightKg: number; commodityId: string; commodityName: string; shipperId: string | null };
    verifiedGrossMass: number | null;
    tipoDocumento: string | null;
    /** Comma separated. */
    numeroDocumento: string | null;
    numerosGuias: string | null;
    seals: { values: string[] };
    selloGate: string | null;
    selloGate2: string | null;
    selloGate3: string | null;
    selloGate4: string | null;
    lampa: string | null;
    routing: { group: string | null };
    truckingCompany: { id: string; name: string | null } | null;
    inspeccionSAG: string;
    booking: { id: string } | null;
    transitState: string;
    dateIn: string | null;
    dateLoad: string | null;
    dateOut: string | null;
    receive: boolean;
  };
  /** Null for a unit not pre-advised yet: the flow goes to the new form (EXP-006). */
  operation: {
    id: number;
    operationType: 'EXPORTACION' | 'COORD_ENTREGA';
    vesselVisitId: string;
    draftNumber: number;
    outVoy: string | null;
    agent: { id: string; name: string | null };
    date: string;
    bookingOrBl: string;
    sagCondition: string;
    grossWeightKg: number;
    weighbridge: boolean;
  } | null;
  appointment: { nbr: number; truckingCompany: string | null } | null;
  invoice: { draftNumber: number; finalized: boolean } | null;
  dateApp: string | null;
  /** 'HH:mm' end of the delivery appointment's slot (this portal's addition: the slot is shown whole). */
  slotEndTime: string | null;
  lateDate: string | null;
  early: boolean;
  stackingDateStart: string | null;
  stackingDateEnd: string | null;
  stackingReeferDateStart: string | null;
  fctnary_id: string | null;
  fctnary_name: string | null;
  storekeeperName: string | null;
  storekeeperId: string | null;
  vesselName: string | null;
  /** Q24: the server's valid-reassign flag and coordination hours. */
  validReassign: boolean;
  coordination: { start: string; end: string };
  /** What the user may do now, and why not (src/domain/exportPreadvice/detailActions.ts). */
  actions: Partial<Record<ExportDetailAction, string | null>>;
}

/** GET /trucking/preadvise/{id} (D2 §3 Preadvise item; TPA-005…008; ruling P58): the unit's pre-advice as its carrier sees it. */
export interface PreadviseItem {
  /** The container. */
  id: string;
  agentId: string;
  agentName: string | null;
  /** ISO instant of the delivery appointment's start, or null ('No programada'). */
  dateApp: string | null;
  appNbr: number | null;
}

/** A reefer whose temperature letter can be printed (GET /report/verifycartatempbyvessel…; TMP-004, TMP-005; ruling P59). */
export interface ReeferLetterRow {
  unitNbr: string;
  bookingId: string;
  isoType: string;
  tempReqdC: number;
  transitState: string;
  shipperName: string | null;
}
