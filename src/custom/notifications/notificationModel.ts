/**
 * Notifications as the legacy server sends them (D1 §3, NOT-009) and the pure rules of the
 * bell: the unseen count and where a click leads (NOT-006..008).
 */

export interface NotificationData {
  containerId?: string | number | null;
  operationId?: string | number | null;
  [key: string]: unknown;
}

export interface PortalNotice {
  id: string | number;
  watched: boolean;
  type: string;
  title?: string | null;
  content?: string | null;
  /** ISO timestamp. */
  date?: string | null;
  /** Container reference (number), when the notice is about one. */
  container?: string | null;
  data?: NotificationData | null;
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Server answer → notices; anything that is not a notice is dropped. */
export function toNotices(body: unknown): PortalNotice[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((n): n is Record<string, unknown> => isRec(n) && (typeof n.id === 'string' || typeof n.id === 'number'))
    .map(
      (n) => ({ ...n, watched: n.watched === true, type: typeof n.type === 'string' ? n.type : '' }) as PortalNotice,
    );
}

export const unseenCount = (notices: readonly PortalNotice[]): number => notices.filter((n) => !n.watched).length;

/** Types whose click opens the import pickup detail of their container (importDetailRetiro). */
export const PICKUP_TYPES: readonly string[] = ['APPOINTMENT', 'DRC'];

const present = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/**
 * The route a click opens: /import/management/{containerId}/{operationId}/detailRetiro for
 * APPOINTMENT and DRC (NOT-006, NOT-007); none for other types, which are only marked read (NOT-008).
 */
export function noticeTarget(notice: PortalNotice): string | undefined {
  if (!PICKUP_TYPES.includes(notice.type)) return undefined;
  const containerId = notice.data?.containerId;
  const operationId = notice.data?.operationId;
  if (!present(containerId) || !present(operationId)) return undefined;
  return `/import/management/${encodeURIComponent(String(containerId))}/${encodeURIComponent(String(operationId))}/detailRetiro`;
}

/** i18n key of a type's label ('Cita de retiro', 'DRC'…); unknown types get a generic one. */
export const KNOWN_TYPES = ['APPOINTMENT', 'DRC', 'INVOICE', 'INFO'] as const;
export const typeLabelKey = (type: string): string =>
  `app.notifications.types.${(KNOWN_TYPES as readonly string[]).includes(type) ? type : 'other'}`;

/** The list with every notice watched (what PUT /notification/watch leaves). */
export const allWatched = (notices: readonly PortalNotice[]): PortalNotice[] =>
  notices.map((n) => (n.watched ? n : { ...n, watched: true }));

/** The list with one notice replaced by the server's copy (or marked watched when none came back). */
export function withWatched(
  notices: readonly PortalNotice[],
  id: PortalNotice['id'],
  updated?: PortalNotice,
): PortalNotice[] {
  return notices.map((n) => (String(n.id) === String(id) ? { ...n, ...(updated ?? {}), watched: true } : n));
}
