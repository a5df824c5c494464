/** The figures' calls (the mock's own paths; src/domain/figures/calls.ts). */
import { figuresCall, figuresXlsxCall, type FiguresQuery } from '../../domain/figures/calls';
import type { FiguresWire } from '../../domain/figures/wire';
import { sendCall } from '../../providers/sendCall';

export const figuresApi = {
  figures: (q: FiguresQuery) => sendCall<FiguresWire, FiguresQuery>(figuresCall, q),
  xlsx: (q: FiguresQuery) => sendCall<Response, FiguresQuery>(figuresXlsxCall, q, { raw: true }).then((r) => r.blob()),
};
