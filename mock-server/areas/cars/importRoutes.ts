/**
 * The car import's calls (D2 §7 Vehicles, Car import; CAR-032…060; ruling P62): the BL lookup,
 * inscription (typed, or its grid read from the spreadsheet model), the detail and its vehicles,
 * cancel, carrier reassignment, the model, the detail sheet and the labels PDF, and the car agents
 * customer service chooses from
 * (GET /agent/listagentscar, in the route table beside the other agent lists). An agent reaches the BLs it inscribed and those not inscribed yet.
 */
import type { Request, Response } from 'express';
import {
  carInscribe,
  carInscriptionModel,
  carLabels,
  carReassignDrivers,
  carReassignTrucking,
  type CarInscribe,
} from '../../../src/domain/cars/calls';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid } from '../../errors';
import { detailAnswer, importAnswer, itemOf } from '../../kinds/carInscription/views';
import {
  inscriptionDetailSheet,
  inscriptionModel,
  labelsPdf,
  readInscriptionSheet,
} from '../../kinds/carInscription/files';
import {
  cancelInscription,
  inscribe,
  liveInscription,
  lookupBl,
  reassignCarrier,
} from '../../kinds/carInscription/transitions';
import { vehicleView } from '../../modules/carTerminal/cars';
import { terminalHttp } from '../../terminalModel/http';
import { readMultipart } from '../../http/multipart';
import { sendPdf } from '../../documents/pdf';
import { sendXlsx } from '../../documents/spreadsheet';
import { callRoute, type Route } from '../../route';

const m = operationsMessages.cars;
const f = operationsMessages.carFiles;
const ROW = 'carImports';

export function carImportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  const lookup = (req: Request, res: Response) => lookupBl(store, http.param(req, 'id'), http.user(res));
  const inscription = (req: Request, res: Response) => liveInscription(store, http.param(req, 'id'), http.user(res));

  async function doInscribe(request: CarInscribe, _req: Request, res: Response) {
    const op = inscribe(store, request, http.user(res), http.moment(res));
    await store.commit();
    res.status(201).json({ message: m.inscribed, operation: detailAnswer(store, op) });
  }

  /** POST getbyfile, multipart blnbr + file (CAR-053): the BL's VINs with the sheet's values; rows of other VINs listed apart. */
  async function byFile(req: Request, res: Response) {
    const form = await readMultipart(req);
    const file = form?.files.file;
    if (!file || file.data.length === 0) throw invalid({ file: m.fileRequired });
    const ctxBl = lookupBl(store, form!.fields.blnbr ?? '', http.user(res));
    const rows = await readInscriptionSheet(file.data, file.filename);
    const byVin = new Map(rows.map((r) => [r.code.toUpperCase(), r]));
    const items = ctxBl.vehicles.map((x) => {
      const base = itemOf(x, ctxBl.op);
      const row = byVin.get(x.unitNbr);
      return row
        ? {
            ...base,
            vinCorregido: row.vinCorregido || null,
            documType: row.documType || null,
            documentacion: row.documentacion || null,
            condicionRetiro: row.condicionRetiro || null,
            clientId: row.clientId || null,
          }
        : base;
    });
    const known = new Set(ctxBl.vehicles.map((x) => x.unitNbr));
    const rejected = rows
      .filter((r) => !known.has(r.code.toUpperCase()))
      .map((r) => ({ code: r.code, mensaje: f.notInBl }));
    res.json({ items, rejected, read: rows.length });
  }

  async function cancel(req: Request, res: Response) {
    const { op, ctx: bl } = inscription(req, res);
    cancelInscription(store, op, bl, http.moment(res));
    await store.commit();
    res.json({ valor: true, message: m.inscriptionCancelled, blNbr: op.blNbr });
  }

  const reassign = async (
    operationId: string,
    carrier: { truckingIds: string[] } | { drivers: string[] },
    res: Response,
  ) => {
    const { op } = liveInscription(store, operationId, http.user(res));
    reassignCarrier(store, op, carrier, http.moment(res));
    await store.commit();
    res.json({ message: operationsMessages.success.trucking, operation: detailAnswer(store, op) });
  };

  const items = (req: Request, res: Response) => {
    const { op, ctx: bl } = inscription(req, res);
    return bl.vehicles.map((x) => itemOf(x, op));
  };

  return [
    callRoute(carInscribe, [ROW, 'create'], doInscribe),
    { method: 'post', path: '/autos/import/getbyfile', permission: [ROW, 'create'], handler: byFile },
    callRoute(carInscriptionModel, [ROW, 'create'], async (request, _req, res) => {
      const bl = lookupBl(store, request.bl, http.user(res));
      sendXlsx(res, await inscriptionModel(bl.vehicles.map((x) => itemOf(x, bl.op))), `inscripcion-${bl.bl.blNbr}`);
    }),
    {
      method: 'get',
      path: '/file/importcar',
      permission: [ROW, 'create'],
      handler: async (_req, res) => sendXlsx(res, await inscriptionModel(), 'modelo-inscripcion-vehiculos'),
    },
    {
      method: 'get',
      path: '/autos/import/byoperation/:id',
      permission: [ROW, 'show'],
      handler: (req, res) => res.json(detailAnswer(store, inscription(req, res).op)),
    },
    { method: 'get', path: '/autos/import/cancel/:id', permission: [ROW, 'edit'], handler: cancel },
    callRoute(carReassignTrucking, [ROW, 'edit'], ({ operationId, truckingIds }, _req, res) =>
      reassign(operationId, { truckingIds }, res),
    ),
    callRoute(carReassignDrivers, [ROW, 'edit'], ({ operationId, drivers }, _req, res) =>
      reassign(operationId, { drivers }, res),
    ),
    {
      method: 'get',
      path: '/autos/import/:id',
      permission: [ROW, 'show'],
      handler: (req, res) => res.json(importAnswer(store, lookup(req, res))),
    },
    {
      method: 'get',
      path: '/autos/item/byoperation/:id',
      permission: [ROW, 'show'],
      handler: (req, res) => {
        const { ctx: bl } = inscription(req, res);
        res.json(bl.vehicles.map(vehicleView));
      },
    },
    {
      method: 'get',
      path: '/autos/report/importCarDetail/:id',
      permission: [ROW, 'show'],
      handler: async (req, res) => {
        sendXlsx(res, await inscriptionDetailSheet(items(req, res)), `detalle-inscripcion-${http.param(req, 'id')}`);
      },
    },
    callRoute(carLabels, [ROW, 'show'], async ({ visitId, bl: blNbr }, _req, res) => {
      const bl = lookupBl(store, blNbr, http.user(res));
      if (bl.visit.id !== visitId.trim().toUpperCase()) throw invalid({ vesselVisitId: m.visitNotFound });
      sendPdf(
        res,
        await labelsPdf(
          bl.visit,
          bl.bl,
          bl.vehicles.map((x) => itemOf(x, bl.op)),
          ctx.terminalName,
        ),
        `etiquetas-${bl.bl.blNbr}`,
      );
    }),
  ];
}
