/**
 * The notification calls (D1 §7 Notifications). All silent: the bell polls in the background and
 * marking read must not cover the open panel with the loading modal.
 */
import { apiFetch } from '../../providers/httpClient';
import { toNotices, type PortalNotice } from './notificationModel';

export const notificationsApi = {
  /** GET /api/notification: the caller's notices, newest first. */
  list: (signal?: AbortSignal) => apiFetch<unknown>('/api/notification', { silent: true, signal }).then(toNotices),
  /** PUT /api/notification/watch: all seen; answers the list. */
  watchAll: () => apiFetch<unknown>('/api/notification/watch', { method: 'PUT', silent: true }).then(toNotices),
  /** PUT /api/notification/{id}/watch: one seen; answers the notice. */
  watchOne: (id: PortalNotice['id']) =>
    apiFetch<unknown>(`/api/notification/${encodeURIComponent(String(id))}/watch`, {
      method: 'PUT',
      silent: true,
    }).then((body) => toNotices([body])[0]),
};
