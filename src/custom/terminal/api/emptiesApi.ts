/** The empties calls (D2 §7 Export and empties; ruling P60): row validation typed or uploaded, sending, the pre-advice and its spreadsheets. */
import type { EmptyRow } from '../../../domain/emptyPreadvice/emptyRows';
import {
  emptiesSend,
  emptiesValidate,
  emptiesValidateUpload,
  type EmptiesSend,
  type EmptiesValidate,
} from '../../../domain/emptys/calls';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';
import { postForm } from './postForm';

export type { EmptyRow };
export type RowInput = Pick<EmptyRow, 'contenedor' | 'isocode' | 'tara_kg'>;

const enc = encodeURIComponent;
const file = (path: string) => apiFetch<Response>(path, { raw: true }).then((r) => r.blob());
const inputOf = (rows: readonly EmptyRow[]): RowInput[] =>
  rows.map(({ contenedor, isocode, tara_kg }) => ({ contenedor, isocode, tara_kg }));

export const emptiesApi = {
  sent: (bookingId: string) => apiFetch<EmptyRow[]>(`/export/preadvicemty/${enc(bookingId)}`),
  validate: (bookingId: string, rows: readonly EmptyRow[]) =>
    sendCall<EmptyRow[], EmptiesValidate>(emptiesValidate, { bookingId, rows: inputOf(rows) }),
  /** POST /export/validaxlsmty, multipart: the grid's rows and the file's, validated. */
  validateFile(bookingId: string, rows: readonly EmptyRow[], upload: File): Promise<EmptyRow[]> {
    // The file, then the codec's text part.
    const { path, body } = emptiesValidateUpload.toWire({ bookingId, rows: inputOf(rows) });
    const form = new FormData();
    form.append('file', upload);
    for (const [name, value] of Object.entries(body as Record<string, string>)) form.append(name, value);
    return postForm<EmptyRow[]>(path, form);
  },
  send: (bookingId: string, rows: readonly EmptyRow[], deleteList: readonly string[]) =>
    sendCall<{ message: string; sent: number; cancelled: number; resultados: EmptyRow[] }, EmptiesSend>(emptiesSend, {
      bookingId,
      rows: inputOf(rows),
      deleteList: [...deleteList],
    }),
  sentFile: (bookingId: string) => file(`/file/preadvicemty/${enc(bookingId)}`),
  modelFile: () => file('/file/preadvicemtymodel'),
};
