/**
 * The drafts previewed in this browser session (D2 §4, D3 §4; INV-064): 'Finalizar' opens only
 * after a preview in the session, here and on the operational costs screens alike. The server
 * refuses a finalize without that user's preview on its own (Q29).
 */
const KEY = 'portal.invoice.previewed';

function read(): number[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export const previewedInSession = (draft: number): boolean => read().includes(draft);

export function markPreviewedInSession(draft: number): void {
  if (!previewedInSession(draft)) sessionStorage.setItem(KEY, JSON.stringify([...read(), draft]));
}
