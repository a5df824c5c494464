/**
 * PDFs open in a new tab, focused after 2 s (D2 §9); an empty document is 'No existen datos para
 * generar el documento.' (D2 §8). The tab is opened in the click itself so that browsers do not
 * block it, and filled once the document arrives.
 */
import { operationsMessages } from '../../../i18n/operationsMessages';

export const PDF_FOCUS_DELAY_MS = 2000;

export class EmptyDocumentError extends Error {
  constructor() {
    super(operationsMessages.noData);
  }
}

export async function openPdf(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    if (blob.size === 0) throw new EmptyDocumentError();
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) {
      tab.location.href = url;
      window.setTimeout(() => tab.focus(), PDF_FOCUS_DELAY_MS);
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
