/**
 * Temperature letters (D2 §7 Temperature letters and DRC; TMP-004…010; ruling P59): the reefers of
 * a visit (or one of its containers) whose letter the user may print — export reefers on a booking
 * of the visit, within the user's reach — and their letters as one PDF, and the bulk PDF of the
 * units a screen selected. Nothing to print is 404 'No existen datos para generar el documento.'.
 */
import type { Request, Response } from 'express';
import { temperatureLettersContract } from '../../../src/domain/temperatureLetters/contract';
import {
  massiveLetters,
  reeferLetterOfVisit,
  verifyReeferOfVisit,
  type LettersSelection,
  type VisitReeferQuery,
} from '../../../src/domain/temperatureLetters/calls';
import type { ReeferLetterRow } from '../../../src/domain/terminalWire/exportPreadvice';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { notFound } from '../../errors';
import { exportContextOf, type ExportContext } from '../../kinds/exportPreadvice/context';
import { temperatureLettersPdf } from '../../kinds/exportPreadvice/documents';
import { callRoute } from '../../route';
import { reaches } from '../../terminalModel/access';
import { itemOf } from '../../modules/bookings/capacity';
import { terminalHttp } from '../../terminalModel/http';
import { sendPdf } from '../../documents/pdf';
import { findUnitVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';
import { defineMockArea } from '../types';

export const temperatureLettersMockArea = defineMockArea({
  contracts: [temperatureLettersContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** The export reefers of a visit with their booking, within the user's reach, in container order. */
    function reefersOf(res: Response, visitId: string, nbr?: string): ExportContext[] {
      const scope = http.scope(res);
      const wanted = nbr?.trim().toUpperCase();
      return store.db.unitVisit
        .filter(
          (u): u is ContainerVisit =>
            u.kind === 'container' &&
            u.category === 'EXPORT' &&
            u.reefer !== null &&
            u.visitId === visitId &&
            (!wanted || u.unitNbr === wanted),
        )
        .map((u) => exportContextOf(store, u))
        .filter((c) => c.booking !== undefined && reaches(scope, c.unit, c.active))
        .sort((a, b) => a.unit.unitNbr.localeCompare(b.unit.unitNbr));
    }
    const row = (c: ExportContext): ReeferLetterRow => {
      const item = itemOf(c.booking!, c.op?.equipmentType ?? c.unit.isoType);
      return {
        unitNbr: c.unit.unitNbr,
        bookingId: c.booking!.id,
        isoType: c.unit.isoType,
        tempReqdC: item?.reefer?.tempReqdC ?? c.unit.reefer!.tempReqC,
        transitState: c.unit.transitState,
        shipperName: c.op?.shipperName ?? c.booking!.shipperName,
      };
    };
    const visitOf = (req: Request) => http.param(req, 'vesselvisit').trim().toUpperCase();
    async function letters(res: Response, list: readonly ExportContext[], name: string) {
      if (list.length === 0) throw notFound(operationsMessages.noData);
      sendPdf(res, await temperatureLettersPdf(store.db, list, ctx.terminalName, http.now()), name);
    }

    /** TMP-005: the visit's reefers (verify), and all their letters. */
    const verifyByVessel = (req: Request, res: Response) => res.json(reefersOf(res, visitOf(req)).map(row));
    const byVessel = (req: Request, res: Response) =>
      letters(res, reefersOf(res, visitOf(req)), `cartas-temperatura-${visitOf(req)}`);
    /** TMP-004: one container of the visit. */
    const verifyByUnit = (q: VisitReeferQuery, _req: Request, res: Response) =>
      res.json(reefersOf(res, q.visitId, q.unitNbr).map(row));
    // The file keeps the name as the path wrote it.
    const byUnit = (q: VisitReeferQuery, req: Request, res: Response) =>
      letters(res, reefersOf(res, q.visitId, q.unitNbr), `carta-temperatura-${http.param(req, 'nbr')}`);

    /** POST /report/masivecartatemp/ [nbr…] or {units: [...]} (TMP-008): the letters of the selected reefers within reach. */
    function massive({ unitNbrs }: LettersSelection, _req: Request, res: Response) {
      const scope = http.scope(res);
      const found = unitNbrs
        .map((nbr) => findUnitVisit(store, nbr, 'EXPORT'))
        .filter((u): u is ContainerVisit => u?.kind === 'container' && u.category === 'EXPORT' && u.reefer !== null)
        .map((u) => exportContextOf(store, u))
        .filter((c) => reaches(scope, c.unit, c.active));
      return letters(res, found, 'cartas-temperatura');
    }

    return [
      {
        method: 'get',
        path: '/report/verifycartatempbyvessel/:vesselvisit',
        permission: ['temperatureLetters', 'list'],
        handler: verifyByVessel,
      },
      {
        method: 'get',
        path: '/report/cartatempbyvessel/:vesselvisit',
        permission: ['temperatureLetters', 'print'],
        handler: byVessel,
      },
      callRoute(verifyReeferOfVisit, ['temperatureLetters', 'list'], verifyByUnit),
      callRoute(reeferLetterOfVisit, ['temperatureLetters', 'print'], byUnit),
      callRoute(massiveLetters, ['temperatureLetters', 'print'], massive),
    ];
  },
});
