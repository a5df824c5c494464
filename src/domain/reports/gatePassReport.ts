/**
 * The gate pass report (type 12; D3 §5 Report form, §7.6, §8.4; RPT-043…046, RPT-051): the calls
 * of a unit's gate pass checked against the driver who comes for it, of the mass gate pass over a
 * period, and the download of the file either one made; and the rule that checks the driver.
 *
 * Ruling P89: the driver is checked against the carrier on record for the unit (its appointment's,
 * else its operation's): one of that company's drivers, enabled, with a licence not expired on the
 * terminal's day. The unit's own reasons come first; at most six lines reach the user (D3 §8.4).
 * Path dates are DD-MM-YYYY (a path cannot carry '/'); the units travel comma-separated.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { fillText } from '../../i18n/fillText';
import { dayKey, parseDay } from '../calendarDay';
import { containerInput, isContainerNumber } from '../containerNumber';
import { defineCall, textOf, WireError } from '../legacyCall';
import { canonicalRut, formatIdentification, isValidRut, sameTaxId } from '../rut';

const r = reportMessages.refusals;

/** D3 §8.4: the gate pass report shows at most this many error lines. */
export const GATE_PASS_ERROR_LINES = 6;

export interface DriverOnRecord {
  cardId: string;
  name: string;
  /** DD/MM/YYYY. */
  cardExpiration: string;
  status: string;
}

/** Why this driver may not take the unit for its carrier, on `today` (DD/MM/YYYY); empty when it may. */
export function driverRefusals(
  driver: string,
  carrier: { name: string; drivers: readonly DriverOnRecord[] } | null,
  today: string,
): string[] {
  if (!carrier) return [];
  const shown = formatIdentification(driver);
  // The same RUT in any punctuation, or the same card as written (any case): a foreign card is not
  // matched by its digits alone ('AB123' is not 'XY123', though both clean to the RUT '12-3').
  const found = carrier.drivers.find(
    (d) => sameTaxId(d.cardId, driver) || d.cardId.trim().toUpperCase() === driver.trim().toUpperCase(),
  );
  if (!found) return [fillText(r.driverNotOfCarrier, { driver: shown, carrier: carrier.name })];
  const out: string[] = [];
  if (found.status !== 'OK') out.push(fillText(r.driverDisabled, { driver: shown }));
  const expiry = parseDay(found.cardExpiration);
  const now = parseDay(today);
  if (expiry && now && dayKey(expiry) < dayKey(now))
    out.push(fillText(r.driverLicenceExpired, { driver: shown, date: found.cardExpiration }));
  return out;
}

/** The lines a refused gate pass shows: the unit's reasons, then the driver's, at most six. */
export const gatePassErrorLines = (unitReasons: readonly string[], driverReasons: readonly string[]): string[] =>
  [...unitReasons, ...driverReasons].slice(0, GATE_PASS_ERROR_LINES);

/** GET /operation/gatepassbyunitdriver/{driver}/{unitNbr} (A243; RPT-043): ['OK', file] or 409 with the lines. */
export interface GatePassByDriverQuery {
  driver: string;
  unitNbr: string;
}

export const gatePassByDriver = defineCall<GatePassByDriverQuery>({
  method: 'GET',
  path: '/operation/gatepassbyunitdriver/:driver/:unitNbr',
  toWire: ({ driver, unitNbr }, at) => ({ path: at({ driver, unitNbr }) }),
  fromWire: ({ params }) => {
    const raw = textOf(params.driver).trim();
    const unitNbr = containerInput(textOf(params.unitNbr));
    const fields: Record<string, string> = {};
    if (raw === '') fields.gateChofer = r.required;
    if (!isContainerNumber(unitNbr)) fields.unitNbr = r.required;
    if (Object.keys(fields).length > 0) throw new WireError(fields);
    return { driver: isValidRut(raw) ? canonicalRut(raw) : raw, unitNbr };
  },
});

/** 'DD/MM/YYYY' ↔ the path's 'DD-MM-YYYY'. */
const dashed = (day: string) => day.replaceAll('/', '-');
const slashed = (day: string) => day.replaceAll('-', '/');

/** GET /operation/gatepassmasivo/{desde}/{hasta}/{unitNbrs} (A242; RPT-045): {pdfFile}. */
export interface MassGatePassQuery {
  /** DD/MM/YYYY. */
  desde: string;
  hasta: string;
  unitNbrs: string[];
}

export const massGatePassReport = defineCall<MassGatePassQuery>({
  method: 'GET',
  path: '/operation/gatepassmasivo/:desde/:hasta/:unitNbrs',
  toWire: ({ desde, hasta, unitNbrs }, at) => ({
    path: at({ desde: dashed(desde), hasta: dashed(hasta), unitNbrs: unitNbrs.join(',') }),
  }),
  fromWire: ({ params }) => {
    const desde = slashed(textOf(params.desde).trim());
    const hasta = slashed(textOf(params.hasta).trim());
    const unitNbrs = [
      ...new Set(
        textOf(params.unitNbrs)
          .split(',')
          .map((u) => containerInput(u))
          .filter(isContainerNumber),
      ),
    ];
    const fields: Record<string, string> = {};
    if (!parseDay(desde)) fields.desde2 = r.date;
    if (!parseDay(hasta)) fields.hasta = r.date;
    if (unitNbrs.length === 0) fields.unitNbrs = r.oneUnitAtLeast;
    if (Object.keys(fields).length > 0) throw new WireError(fields);
    return { desde, hasta, unitNbrs };
  },
});

/** POST /operation/pdfgatepassmasivo/{filename} (A247; RPT-046): the file a gate pass report made. */
export interface GatePassFileQuery {
  filename: string;
}

export const gatePassFile = defineCall<GatePassFileQuery>({
  method: 'POST',
  path: '/operation/pdfgatepassmasivo/:filename',
  toWire: ({ filename }, at) => ({ path: at({ filename }) }),
  fromWire: ({ params }) => ({ filename: textOf(params.filename).trim() }),
});
