/** The empties calls (D2 §7 Export and empties; ruling P60): row validation typed or uploaded, sending, the pre-advice and its spreadsheets. */
import type { EmptyRow } from '../../domain/emptyPreadvice/emptyRows';
import { apiFetch } from '../../providers/httpClient';
import { postForm } from './postForm';

export type { EmptyRow };
export type RowInput = Pick<EmptyRow, 'contenedor' | 'isocode' | 'tara_kg'>;

const enc = encodeURIComponent;
const file = (path: string) => apiFetch<Response>(path, { raw: true }).then((r) => r.blob());
const inputOf = (rows: readonly EmptyRow[]): RowInput[] => rows.map(({ contenedor, isocode, tara_kg }) => ({ contenedor, isocode, tara_kg }));

export const emptiesApi = {
  sent: (bookingId: string) => apiFetch<EmptyRow[]>(`/export/preadvicemty/${enc(bookingId)}`),
  validate: (bookingId: string, rows: readonly EmptyRow[]) =>
    apiFetch<EmptyRow[]>('/export/validaformmty', { method: 'POST', body: { bookingId, unitlist: inputOf(rows) } }),
  /** POST /export/validaxlsmty, multipart: the grid's rows and the file's, validated. */
  validateFile(bookingId: string, rows: readonly EmptyRow[], upload: File): Promise<EmptyRow[]> {
    const form = new FormData();
    form.append('file', upload);
    form.append('preadviceMTYDTO', JSON.stringify({ bookingId, unitlist: inputOf(rows) }));
    return postForm<EmptyRow[]>('/export/validaxlsmty', form);
  },
  send: (bookingId: string, rows: readonly EmptyRow[], deleteList: readonly string[]) =>
    apiFetch<{ message: string; sent: number; cancelled: number; resultados: EmptyRow[] }>('/export/preadvicemty2', {
      method: 'POST', body: { bookingId, unitlist: inputOf(rows), deleteList },
    }),
  sentFile: (bookingId: string) => file(`/file/preadvicemty/${enc(bookingId)}`),
  modelFile: () => file('/file/preadvicemtymodel'),
};
