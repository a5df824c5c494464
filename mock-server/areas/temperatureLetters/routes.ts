/**
 * Temperature letters (D2 §7 Temperature letters and DRC; TMP-004…010; ruling P59): the reefers of
 * a visit (or one of its containers) whose letter the user may print — export reefers on a booking
 * of the visit, within the user's reach — and their letters as one PDF, and the bulk PDF of the
 * units a screen selected. Nothing to print is 404 'No existen datos para generar el documento.'.
 */
import type { Request, Response } from 'express';
import { temperatureLettersArea } from '../../../src/custom/temperatureLetters/area';
import type { ReeferLetterRow } from '../../../src/domain/terminalWire/exportPreadvice';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { notFound } from '../../errors';
import { exportContextOf, type ExportContext } from '../../kinds/exportPreadvice/context';
import { temperatureLettersPdf } from '../../kinds/exportPreadvice/documents';
import { isPlainObject } from '../../records';
import { reaches } from '../../terminalModel/access';
import { itemOf } from '../../terminalModel/bookings';
import { terminalHttp } from '../../terminalModel/http';
import { sendPdf } from '../../terminalModel/pdf';
import { findUnitVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';
import { defineMockArea } from '../types';

const MAX_UNITS = 500;

export const temperatureLettersMockArea = defineMockArea({
  area: temperatureLettersArea,
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** The export reefers of a visit with their booking, within the user's reach, in container order. */
    function reefersOf(res: Response, visitId: string, nbr?: string): ExportContext[] {
      const scope = http.scope(res);
      const wanted = nbr?.trim().toUpperCase();
      return store.db.unitVisit
        .filter((u): u is ContainerVisit => u.kind === 'container' && u.category === 'EXPORT' && u.reefer !== null && u.visitId === visitId && (!wanted || u.unitNbr === wanted))
        .map((u) => exportContextOf(store, u))
        .filter((c) => c.booking !== undefined && reaches(scope, c.unit, c.active))
        .sort((a, b) => a.unit.unitNbr.localeCompare(b.unit.unitNbr));
    }
    const row = (c: ExportContext): ReeferLetterRow => {
      const item = itemOf(c.booking!, c.op?.equipmentType ?? c.unit.isoType);
      return {
        unitNbr: c.unit.unitNbr, bookingId: c.booking!.id, isoType: c.unit.isoType, tempReqdC: item?.reefer?.tempReqdC ?? c.unit.reefer!.tempReqC,
        transitState: c.unit.transitState, shipperName: c.op?.shipperName ?? c.booking!.shipperName,
      };
    };
    const visitOf = (req: Request) => http.param(req, 'vesselvisit').trim().toUpperCase();
    async function letters(res: Response, list: readonly ExportContext[], name: string) {
      if (list.length === 0) throw notFound(operationsMessages.noData);
      sendPdf(res, await temperatureLettersPdf(store.db, list, ctx.terminalName, http.now()), name);
    }

    /** TMP-005: the visit's reefers (verify), and all their letters. */
    const verifyByVessel = (req: Request, res: Response) => res.json(reefersOf(res, visitOf(req)).map(row));
    const byVessel = (req: Request, res: Response) => letters(res, reefersOf(res, visitOf(req)), `cartas-temperatura-${visitOf(req)}`);
    /** TMP-004: one container of the visit. */
    const verifyByUnit = (req: Request, res: Response) => res.json(reefersOf(res, visitOf(req), http.param(req, 'nbr')).map(row));
    const byUnit = (req: Request, res: Response) => letters(res, reefersOf(res, visitOf(req), http.param(req, 'nbr')), `carta-temperatura-${http.param(req, 'nbr')}`);

    /** POST /report/masivecartatemp/ [nbr…] or {units: [...]} (TMP-008): the letters of the selected reefers within reach. */
    function massive(req: Request, res: Response) {
      const body = req.body as unknown;
      const list = Array.isArray(body) ? body : isPlainObject(body) && Array.isArray(body.units) ? body.units : [];
      const scope = http.scope(res);
      const chosen = list.slice(0, MAX_UNITS).map((x) => String(isPlainObject(x) ? x.unitNbr ?? '' : x ?? '').trim().toUpperCase()).filter(Boolean);
      const found = chosen
        .map((nbr) => findUnitVisit(store, nbr, 'EXPORT'))
        .filter((u): u is ContainerVisit => u?.kind === 'container' && u.category === 'EXPORT' && u.reefer !== null)
        .map((u) => exportContextOf(store, u))
        .filter((c) => reaches(scope, c.unit, c.active));
      return letters(res, found, 'cartas-temperatura');
    }

    return [
      { method: 'get', path: '/report/verifycartatempbyvessel/:vesselvisit', permission: ['temperatureLetters', 'list'], handler: verifyByVessel },
      { method: 'get', path: '/report/cartatempbyvessel/:vesselvisit', permission: ['temperatureLetters', 'print'], handler: byVessel },
      { method: 'get', path: '/report/verifycartatempbyvesselandunit/:vesselvisit/:nbr', permission: ['temperatureLetters', 'list'], handler: verifyByUnit },
      { method: 'get', path: '/report/cartatempbyvesselandcont/:vesselvisit/:nbr', permission: ['temperatureLetters', 'print'], handler: byUnit },
      { method: 'post', path: '/report/masivecartatemp', permission: ['temperatureLetters', 'print'], handler: massive },
    ];
  },
});
