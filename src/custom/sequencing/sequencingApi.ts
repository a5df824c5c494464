/** The operator's yard calls (src/domain/yard/calls.ts; D3 §7.4): blocks, sequencings, the save, the rehandles preview, inform and cancel. */
import {
  sequencingCancel,
  sequencingDetail,
  sequencingInform,
  sequencingRehandles,
  sequencingSave,
  type SequencingRef,
} from '../../domain/yard/calls';
import type { SequencingDraft } from '../../domain/yard/sequencingForm';
import type { SequencingDetail, SequencingRehandles, SequencingRow, YardBlockRow } from '../../domain/yard/wire';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export type Answered<T> = T & { message?: string };

export const sequencingApi = {
  /** GET /api/sequencing (YBS-002): newest first. */
  list: (signal?: AbortSignal) => apiFetch<SequencingRow[]>('/sequencing', { signal }),
  /** GET /api/yardblock (YBS-007). */
  blocks: (signal?: AbortSignal) => apiFetch<YardBlockRow[]>('/yardblock', { signal }),
  /** POST /api/sequencing (YBS-006; Q37). */
  save: (draft: SequencingDraft) => sendCall<Answered<SequencingRow>, SequencingDraft>(sequencingSave, draft),
  /** POST /api/sequencing/rehandles (P127): what each method would cost; silent, it is a side panel. */
  rehandles: (draft: SequencingDraft) =>
    sendCall<SequencingRehandles, SequencingDraft>(sequencingRehandles, draft, { silent: true }),
  /** GET /api/sequencing/{id} (YBS-023, P124). */
  detail: (id: number, signal?: AbortSignal) =>
    sendCall<SequencingDetail, SequencingRef>(sequencingDetail, { id }, { signal }),
  inform: (id: number) => sendCall<Answered<SequencingDetail>, SequencingRef>(sequencingInform, { id }),
  cancel: (id: number) => sendCall<Answered<SequencingDetail>, SequencingRef>(sequencingCancel, { id }),
};
