// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyDocumentError, openPdf, PDF_FOCUS_DELAY_MS } from '../../../src/custom/terminal/documents/openPdf';

function fakeTab() {
  return { location: { href: '' }, focus: vi.fn(), close: vi.fn() };
}

describe('openPdf', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('CONST-070 INV-077: the document opens in a new tab, focused after 2 s', async () => {
    vi.useFakeTimers();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    await openPdf(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(tab.location.href).toBe('blob:pdf');
    vi.advanceTimersByTime(PDF_FOCUS_DELAY_MS - 1);
    expect(tab.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tab.focus).toHaveBeenCalledOnce();
  });

  it("ERR-009: an empty document closes the tab and fails with 'No existen datos para generar el documento.'", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const result = openPdf(async () => new Blob([]));
    await expect(result).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(result).rejects.toThrow('No existen datos para generar el documento.');
    expect(tab.close).toHaveBeenCalled();
  });
});
