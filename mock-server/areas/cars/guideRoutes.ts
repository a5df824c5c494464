/**
 * The dispatch guide calls (D2 §7 Dispatch guide; GD-001…016; ruling P63), all under /autos/gate
 * plus the print: the trucks inside with their plate, a truck's loading, the guide confirmed with a
 * PDF (multipart, checked by its bytes) or without one, its state, removal and print, and the VINs
 * on the truck — the agent's call and the functionary's (its agent's). The agent's guide
 * configuration is in the route table beside the other agent calls.
 */
import type { Request, Response } from 'express';
import { confirmGuideWithFile } from '../../../src/domain/cars/calls';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid } from '../../errors';
import { confirmGuide, gateAt, loadedVehicles, removeGuide, visibleGates } from '../../kinds/carInscription/gates';
import { guidePdf } from '../../kinds/carInscription/files';
import { activeInscriptionOf } from '../../kinds/carInscription/transitions';
import { callRoute, type Route } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { readMultipart } from '../../http/multipart';
import { sendPdf } from '../../documents/pdf';

const g = operationsMessages.guides;
const ROW = 'dispatchGuides';

export function guideRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const gate = (req: Request, res: Response) => gateAt(store, http.param(req, 'gateid'), http.user(res));

  async function confirm(gateId: string, req: Request, res: Response, withFile: boolean) {
    const truck = gateAt(store, gateId, http.user(res));
    let file: Buffer | null = null;
    if (withFile) {
      const form = await readMultipart(req);
      file = form?.files.file?.data ?? null;
      if (!file || file.length === 0) throw invalid({ file: operationsMessages.refusals.guidePdf });
    }
    const id = confirmGuide(store, truck, file, http.moment(res));
    await store.commit();
    res.json({ id, message: g.confirmed });
  }

  async function print(req: Request, res: Response) {
    const truck = gateAt(store, http.param(req, 'gateId'), http.user(res));
    if (!truck.guia) throw invalid({ gateId: g.printError });
    if (truck.guia.file) {
      sendPdf(res, Buffer.from(truck.guia.file, 'base64'), `guia-despacho-${truck.license}`);
      return;
    }
    const agentId = activeInscriptionOf(store, truck.blNbr)?.agentId;
    const agent = agentId ? store.findById('agent', agentId) : undefined;
    sendPdf(
      res,
      await guidePdf(truck, loadedVehicles(store, truck), agent?.name ?? null, ctx.terminalName, http.now()),
      `guia-despacho-${truck.license}`,
    );
  }

  const vins = (req: Request, res: Response) => res.json(loadedVehicles(store, gate(req, res)));

  return [
    {
      method: 'get',
      path: '/autos/gate/activelicensesforaga',
      permission: [ROW, 'list'],
      handler: (_req, res) => {
        res.json(
          visibleGates(store, http.user(res)).map((x) => ({
            id: x.id,
            license: x.license,
            code: x.code,
            gateIn: x.gateIn,
            blNbr: x.blNbr,
            confirmed: x.guia !== null,
          })),
        );
      },
    },
    {
      method: 'get',
      path: '/autos/gate/carguioinfo/:gateid',
      permission: [ROW, 'show'],
      handler: (req, res) => {
        const x = gate(req, res);
        res.json({
          gate: {
            id: x.id,
            license: x.license,
            code: x.code,
            conductor: x.conductor,
            gateIn: x.gateIn,
            blNbr: x.blNbr,
          },
          carguio: x.carguio ? { fecha: x.carguio.fecha, vehiculos: x.carguio.vins.length } : null,
          guia: x.guia ? { id: x.guia.id, fecha: x.guia.fecha, withFile: x.guia.withFile } : null,
        });
      },
    },
    // The path by its codec; the PDF read from the multipart body here.
    callRoute(confirmGuideWithFile, [ROW, 'edit'], ({ gate: gateId }, req, res) => confirm(gateId, req, res, true)),
    {
      method: 'get',
      path: '/autos/gate/confirmguiawithoutfile/:gateid',
      permission: [ROW, 'edit'],
      handler: (req, res) => confirm(http.param(req, 'gateid'), req, res, false),
    },
    {
      method: 'get',
      path: '/autos/gate/checkguiastate/:gateid',
      permission: [ROW, 'show'],
      handler: (req, res) => {
        const x = gate(req, res);
        res.json({ confirmed: x.guia !== null, fecha: x.guia?.fecha ?? null, withFile: x.guia?.withFile ?? false });
      },
    },
    {
      method: 'get',
      path: '/autos/gate/removeguia/:gateid',
      permission: [ROW, 'edit'],
      handler: async (req, res) => {
        removeGuide(store, gate(req, res));
        await store.commit();
        res.json({ valor: true, message: g.removed });
      },
    },
    { method: 'get', path: '/autos/gate/getvinsforaga/:gateid', permission: [ROW, 'show'], handler: vins },
    { method: 'get', path: '/autos/gate/getvinsforfunctionary/:gateid', permission: [ROW, 'show'], handler: vins },
    { method: 'get', path: '/report/printguiadespacho/:gateId', permission: [ROW, 'show'], handler: print },
  ];
}
