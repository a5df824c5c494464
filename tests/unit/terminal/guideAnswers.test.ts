// @vitest-environment jsdom
/** The dispatch guide's answers as the screens read them (GD-005, GD-008, GD-013, GD-014, GD-015). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  guideIdOf,
  isPdfFile,
  needsGuideConfiguration,
  printGuide,
  vinsCallFor,
} from '../../../src/custom/guiaDespacho/guideAnswers';
import { PDF_FOCUS_DELAY_MS } from '../../../src/custom/terminal/documents/openPdf';

const fakeTab = () => ({ location: { href: '' }, focus: vi.fn(), close: vi.fn() });

describe('dispatch guide answers', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('GD-016: the printed guide opens in a new tab, focused after 2 seconds', async () => {
    vi.useFakeTimers();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:guia');
    await printGuide(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(tab.location.href).toBe('blob:guia');
    expect(PDF_FOCUS_DELAY_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(tab.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tab.focus).toHaveBeenCalledOnce();
  });

  it('GD-010: an empty guide PDF is Error al imprimir la guía de despacho.', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(printGuide(async () => new Blob([]))).rejects.toThrow('Error al imprimir la guía de despacho.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('GD-008: a confirmation answering no id is Error al confirmar la guía de despacho.', () => {
    expect(guideIdOf({ id: 7 })).toBe(7);
    for (const answer of [{}, { id: null }, { id: 0 }, null])
      expect(() => guideIdOf(answer)).toThrow('Error al confirmar la guía de despacho.');
  });

  it("GD-013 GD-014: a functionary lists the VINs through its call, every other role through the agent's", () => {
    expect(vinsCallFor(['ROLE_FUNCTIONARY'])).toBe('getvinsforfunctionary');
    for (const role of ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_CUSTOMER_SERVICE', 'ROLE_GUIA_DESPACHO'])
      expect(vinsCallFor([role])).toBe('getvinsforaga');
  });

  it("GD-005: the agents and their functionaries need their agent's guide configuration; customer service and the guide desk do not", () => {
    expect(needsGuideConfiguration(['ROLE_AGA', 'ROLE_AGA_AUTOS'])).toBe(true);
    expect(needsGuideConfiguration(['ROLE_FUNCTIONARY'])).toBe(true);
    expect(needsGuideConfiguration(['ROLE_CUSTOMER_SERVICE'])).toBe(false);
    expect(needsGuideConfiguration(['ROLE_GUIA_DESPACHO'])).toBe(false);
  });

  it('GD-015 CONST-064: the guide file is a PDF', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'guia' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'GUIA.PDF' })).toBe(true);
    expect(isPdfFile({ type: 'image/png', name: 'guia.png' })).toBe(false);
  });
});
