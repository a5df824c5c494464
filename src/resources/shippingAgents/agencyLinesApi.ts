/** The legacy calls of an agency's lines (D1 §7 Shipping agents): list, add and remove by login. */
import { apiFetch } from '../../providers/httpClient';

export interface Line {
  id: string;
  name: string;
}

const seg = (v: string) => encodeURIComponent(v);
const rows = (v: unknown): Line[] => (Array.isArray(v) ? (v as Line[]) : []);

export const agencyLines = async (login: string) =>
  rows(await apiFetch(`/shippingAgent/getlinesoperatorsbylogin/${seg(login)}`));

/** Every line operator, for the add panel (customer service and supervisor read them all). */
export const allLines = async () => rows(await apiFetch('/lineOperator', { silent: true }));

export const addAgencyLine = async (login: string, lineId: string) =>
  rows(await apiFetch(`/shippingAgent/addline/${seg(login)}/${seg(lineId)}`, { method: 'POST' }));

export const removeAgencyLine = async (login: string, lineId: string) =>
  rows(await apiFetch(`/shippingAgent/deleteline/${seg(login)}/${seg(lineId)}`, { method: 'POST' }));
