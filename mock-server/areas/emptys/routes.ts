/**
 * Empties (D2 §7 Export and empties; MTY-002…021; Q39; ruling P60): the lines' empties bookings,
 * validating grid rows (typed or uploaded), sending the pre-advice with its deleteList, the
 * booking's pre-advice and its spreadsheets. A shipping company works its own lines' bookings;
 * an AGA deposit or a depot functionary any line's. A booking out of reach reads as none. Whoever
 * works a booking reads all its rows; a row is cancelled only by the company that sent it (P78).
 */
import type { Request, Response } from 'express';
import { emptysContract } from '../../../src/domain/emptys/contract';
import {
  emptiesSend,
  emptiesValidate,
  emptiesValidateUpload,
  type EmptiesSend,
  type EmptiesValidate,
  type EmptyRowInput,
} from '../../../src/domain/emptys/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { notEmptiesMessage } from '../../../src/domain/emptyPreadvice/emptyRows';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { badRequest, invalid, notFound } from '../../errors';
import { sendEmpties, sentRows, validateRows, type RowInput } from '../../kinds/emptyPreadvice/transitions';
import { senderOf } from '../../kinds/emptyPreadvice/senders';
import { modelWorkbook, readUpload, rowsWorkbook } from '../../kinds/emptyPreadvice/spreadsheet';
import { sendXlsx as xlsx } from '../../documents/spreadsheet';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { readMultipart } from '../../http/multipart';
import type { Booking } from '../../modules/bookings/types';
import { defineMockArea } from '../types';

const r = operationsMessages.exportRefusals;
/** A grid holds at most this many rows (an upload of a few thousand is validated at once). */
const MAX_ROWS = 5000;

export const emptysMockArea = defineMockArea({
  contracts: [emptysContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** The MTY booking named, within the user's reach (a shipping company: its lines), else 404 'Número de Booking vacio.'. */
    function emptiesBooking(res: Response, id: unknown): Booking {
      const b = store.findById(
        'booking',
        String(id ?? '')
          .trim()
          .toUpperCase(),
      );
      const scope = http.scope(res);
      if (!b || (scope.kind === 'lines' && !scope.lines.has(b.line))) throw notFound(r.bookingNotFound);
      if (b.eqStatus !== 'MTY') throw badRequest(notEmptiesMessage(b.id));
      return b;
    }
    /** The caller's company (senders.ts): it reads every row of the booking, and cancels its own (ruling P78). */
    const sender = (res: Response) => senderOf(store.db, http.user(res));
    const capped = (rows: EmptyRowInput[]): RowInput[] => {
      if (rows.length > MAX_ROWS) throw invalid({ unitlist: appMessages.validation.maxLength });
      return rows;
    };

    /** GET /booking/getallbyline/{id} (MTY-002): the line's empties bookings. */
    function byLine(req: Request, res: Response) {
      const line = http.param(req, 'id').trim().toUpperCase();
      const scope = http.scope(res);
      const mine = scope.kind !== 'lines' || scope.lines.has(line);
      res.json(
        mine
          ? store.db.booking
              .filter((b) => b.eqStatus === 'MTY' && b.line === line)
              .map((b) => ({ nbr: b.id, line: b.line, vesselVisitId: b.visitId, lateDate: b.lateDate }))
          : [],
      );
    }

    /** POST /export/validaformmty {bookingId, unitlist} (MTY-009, MTY-011): the grid's rows validated. */
    function validateForm({ bookingId, rows }: EmptiesValidate, _req: Request, res: Response) {
      const booking = emptiesBooking(res, bookingId);
      res.json(validateRows(store, booking, capped(rows), sender(res)));
    }

    /** POST /export/validaxlsmty, multipart file + preadviceMTYDTO {bookingId, unitlist} (MTY-007, MTY-008, MTY-011): the grid's rows and the file's, validated. */
    async function validateUpload(req: Request, res: Response) {
      const form = await readMultipart(req);
      const file = form?.files.file;
      if (!file || file.data.length === 0) throw invalid({ file: operationsMessages.empties.fileRequired });
      // The text part through the call's codec, once the multipart body is read.
      let input: EmptiesValidate;
      try {
        input = emptiesValidateUpload.fromWire({ params: {}, query: req.query, body: form!.fields });
      } catch (error) {
        if (error instanceof WireError) throw invalid({ ...error.fields });
        throw error;
      }
      const booking = emptiesBooking(res, input.bookingId);
      const rows = [...capped(input.rows), ...(await readUpload(file.data, file.filename))];
      if (rows.length > MAX_ROWS) throw invalid({ file: appMessages.validation.maxLength });
      res.json(validateRows(store, booking, rows, sender(res)));
    }

    /** POST /export/preadvicemty2 {bookingId, unitlist, deleteList} (MTY-015, MTY-019, Q39). */
    async function send({ bookingId, rows, deleteList }: EmptiesSend, _req: Request, res: Response) {
      const booking = emptiesBooking(res, bookingId);
      const done = sendEmpties(store, booking, capped(rows), deleteList, http.moment(res), sender(res));
      await store.commit();
      const e = operationsMessages.empties;
      const message = [
        done.sent ? e.sent.replace('{n}', String(done.sent)) : '',
        done.cancelled ? e.cancelled.replace('{n}', String(done.cancelled)) : '',
      ]
        .filter(Boolean)
        .join(' ');
      res.json({
        message,
        sent: done.sent,
        cancelled: done.cancelled,
        resultados: sentRows(store, booking, sender(res)),
      });
    }

    /** GET /export/preadvicemty/{id} (MTY-020): the booking's pre-advice rows. */
    const current = (req: Request, res: Response) =>
      res.json(sentRows(store, emptiesBooking(res, req.params.id), sender(res)));
    /** GET /file/preadvicemty/{id} (MTY-021) and /file/preadvicemtymodel (MTY-006). */
    const currentFile = async (req: Request, res: Response) => {
      const booking = emptiesBooking(res, req.params.id);
      xlsx(res, await rowsWorkbook(sentRows(store, booking)), `preaviso-vacios-${booking.id}`);
    };
    const model = async (_req: Request, res: Response) => xlsx(res, await modelWorkbook(), 'modelo-preaviso-vacios');

    return [
      { method: 'get', path: '/booking/getallbyline/:id', permission: ['empties', 'list'], handler: byLine },
      callRoute(emptiesValidate, ['empties', 'send'], validateForm),
      // Multipart: its text part goes through emptiesValidateUpload once the handler has read the body.
      { method: 'post', path: emptiesValidateUpload.path, permission: ['empties', 'send'], handler: validateUpload },
      callRoute(emptiesSend, ['empties', 'send'], send),
      { method: 'get', path: '/export/preadvicemty/:id', permission: ['empties', 'show'], handler: current },
      { method: 'get', path: '/file/preadvicemty/:id', permission: ['empties', 'show'], handler: currentFile },
      { method: 'get', path: '/file/preadvicemtymodel', permission: ['empties', 'show'], handler: model },
    ];
  },
});
