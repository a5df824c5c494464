/** The punctuality calls (beyond-spec; src/domain/appointmentFigures/calls.ts). */
import { companyPunctuality, ownPunctuality, type PunctualityQuery } from '../../domain/appointmentFigures/calls';
import type { PunctualityWire } from '../../domain/appointmentFigures/wire';
import { apiFetch } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';

export interface CompanyOption {
  id: string;
  name: string;
}

export const punctualityApi = {
  figures: (q: PunctualityQuery) =>
    sendCall<PunctualityWire, PunctualityQuery>(q.truckingId ? companyPunctuality : ownPunctuality, q),
  companies: async (): Promise<CompanyOption[]> => {
    const list = await apiFetch<{ id: string; name: string }[]>('/truckingcompany/searchall');
    return list
      .map((c) => ({ id: String(c.id), name: String(c.name) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  },
};
