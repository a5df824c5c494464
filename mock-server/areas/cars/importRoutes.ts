/**
 * The car import's calls (D2 §7 Vehicles, Car import; CAR-032…060; ruling P62): the BL lookup,
 * inscription (typed, or its grid read from the spreadsheet model), the detail and its vehicles,
 * cancel, carrier reassignment, the model, the detail sheet and the labels PDF, and the car agents
 * customer service chooses from
 * (GET /agent/listagentscar, in the route table beside the other agent lists). An agent reaches the BLs it inscribed and those not inscribed yet.
 */
import type { Request, Response } from 'express';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid } from '../../errors';
import { detailAnswer, importAnswer, itemOf } from '../../kinds/carInscription/views';
import { inscriptionDetailSheet, inscriptionModel, labelsPdf, readInscriptionSheet } from '../../kinds/carInscription/files';
import { cancelInscription, inscribe, liveInscription, lookupBl, reassignCarrier, type InscribeBody } from '../../kinds/carInscription/transitions';
import { bodyObject, toText } from '../../records';
import { vehicleView } from '../../terminalModel/cars';
import { terminalHttp } from '../../terminalModel/http';
import { readMultipart } from '../../terminalModel/multipart';
import { sendPdf } from '../../terminalModel/pdf';
import { sendXlsx } from '../../terminalModel/spreadsheet';
import type { Route } from '../../route';

const m = operationsMessages.cars;
const f = operationsMessages.carFiles;
const ROW = 'carImports';

export function carImportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

  const lookup = (req: Request, res: Response) => lookupBl(store, http.param(req, 'id'), http.user(res));
  const inscription = (req: Request, res: Response) => liveInscription(store, http.param(req, 'id'), http.user(res));

  async function doInscribe(req: Request, res: Response) {
    const body = bodyObject(req);
    const op = inscribe(store, { ...body, bl: toText(body.bl) ?? '', items: list(body.items) } as InscribeBody, http.user(res), http.moment(res));
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
      return row ? { ...base, vinCorregido: row.vinCorregido || null, documType: row.documType || null, documentacion: row.documentacion || null, condicionRetiro: row.condicionRetiro || null, clientId: row.clientId || null } : base;
    });
    const known = new Set(ctxBl.vehicles.map((x) => x.unitNbr));
    const rejected = rows.filter((r) => !known.has(r.code.toUpperCase())).map((r) => ({ code: r.code, mensaje: f.notInBl }));
    res.json({ items, rejected, read: rows.length });
  }

  async function cancel(req: Request, res: Response) {
    const { op, ctx: bl } = inscription(req, res);
    cancelInscription(store, op, bl, http.moment(res));
    await store.commit();
    res.json({ valor: true, message: m.inscriptionCancelled, blNbr: op.blNbr });
  }

  const reassign = (which: 'trucking' | 'drivers') => async (req: Request, res: Response) => {
    const { op } = inscription(req, res);
    const body = bodyObject(req);
    reassignCarrier(store, op, which === 'trucking' ? { truckingIds: list(body.truckingCos ?? body.truckinsCOs) } : { drivers: list(body.drivers) }, http.moment(res));
    await store.commit();
    res.json({ message: operationsMessages.success.trucking, operation: detailAnswer(store, op) });
  };

  const items = (req: Request, res: Response) => {
    const { op, ctx: bl } = inscription(req, res);
    return bl.vehicles.map((x) => itemOf(x, op));
  };

  return [
    { method: 'post', path: '/autos/import/inscribe', permission: [ROW, 'create'], handler: doInscribe },
    { method: 'post', path: '/autos/import/getbyfile', permission: [ROW, 'create'], handler: byFile },
    { method: 'post', path: '/autos/import/importcar', permission: [ROW, 'create'], handler: async (req, res) => {
      const bl = lookupBl(store, toText(bodyObject(req).blNbr) ?? '', http.user(res));
      sendXlsx(res, await inscriptionModel(bl.vehicles.map((x) => itemOf(x, bl.op))), `inscripcion-${bl.bl.blNbr}`);
    } },
    { method: 'get', path: '/file/importcar', permission: [ROW, 'create'], handler: async (_req, res) => sendXlsx(res, await inscriptionModel(), 'modelo-inscripcion-vehiculos') },
    { method: 'get', path: '/autos/import/byoperation/:id', permission: [ROW, 'show'], handler: (req, res) => res.json(detailAnswer(store, inscription(req, res).op)) },
    { method: 'get', path: '/autos/import/cancel/:id', permission: [ROW, 'edit'], handler: cancel },
    { method: 'post', path: '/autos/import/reassigntrucking/:id', permission: [ROW, 'edit'], handler: reassign('trucking') },
    { method: 'post', path: '/autos/import/reassigndrivers/:id', permission: [ROW, 'edit'], handler: reassign('drivers') },
    { method: 'get', path: '/autos/import/:id', permission: [ROW, 'show'], handler: (req, res) => res.json(importAnswer(store, lookup(req, res))) },
    { method: 'get', path: '/autos/item/byoperation/:id', permission: [ROW, 'show'], handler: (req, res) => {
      const { ctx: bl } = inscription(req, res);
      res.json(bl.vehicles.map(vehicleView));
    } },
    { method: 'get', path: '/autos/report/importCarDetail/:id', permission: [ROW, 'show'], handler: async (req, res) => {
      sendXlsx(res, await inscriptionDetailSheet(items(req, res)), `detalle-inscripcion-${http.param(req, 'id')}`);
    } },
    { method: 'get', path: '/report/etiquetasstaticvisit/:vesselVisitId/:blNumber', permission: [ROW, 'show'], handler: async (req, res) => {
      const bl = lookupBl(store, http.param(req, 'blNumber'), http.user(res));
      if (bl.visit.id !== http.param(req, 'vesselVisitId').trim().toUpperCase()) throw invalid({ vesselVisitId: m.visitNotFound });
      sendPdf(res, await labelsPdf(bl.visit, bl.bl, bl.vehicles.map((x) => itemOf(x, bl.op)), ctx.terminalName), `etiquetas-${bl.bl.blNbr}`);
    } },
  ];
}
