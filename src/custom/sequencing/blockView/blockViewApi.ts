/** The block view's calls: the blocks, one block's boxes, the sequencings and one's turns (src/domain/yard/calls.ts). */
import type { YardBlockPositions } from '../../../domain/yard/blockPositions';
import { sequencingDetail, yardBlockPositions } from '../../../domain/yard/calls';
import type { SequencingDetail, SequencingRow, YardBlockRow } from '../../../domain/yard/wire';
import { apiFetch } from '../../../providers/httpClient';
import { sendCall } from '../../../providers/sendCall';

export const blockViewApi = {
  blocks: (signal?: AbortSignal) => apiFetch<YardBlockRow[]>('/yardblock', { signal }),
  positions: (block: string, signal?: AbortSignal) =>
    sendCall<YardBlockPositions, { block: string }>(yardBlockPositions, { block }, { signal }),
  sequencings: (signal?: AbortSignal) => apiFetch<SequencingRow[]>('/sequencing', { signal, silent: true }),
  sequencing: (id: number, signal?: AbortSignal) =>
    sendCall<SequencingDetail, { id: number | null }>(sequencingDetail, { id }, { signal }),
};
