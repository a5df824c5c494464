/**
 * The in-page probe of "first painted row" shared by the browser benches: the element exists, has
 * a size, is visible (no hidden ancestor) and opaque (no ancestor below full opacity, e.g. a
 * fade-in), and a frame has been painted after it (two animation frames). Answers the time of the
 * detection from navigation start (performance.now()).
 */
import type { Page } from 'playwright-core';

export async function timeToFirstRow(page: Page, selector: string, timeoutMs = 20_000): Promise<number> {
  const seen = await page.waitForFunction(
    (sel: string) => {
      const el = document.querySelector<HTMLElement>(sel);
      if (!el || el.offsetParent === null || el.getBoundingClientRect().height === 0) return false;
      for (let n: HTMLElement | null = el; n; n = n.parentElement) {
        const style = getComputedStyle(n);
        if (style.visibility === 'hidden' || Number(style.opacity) < 1) return false;
      }
      return performance.now();
    },
    selector,
    { polling: 'raf', timeout: timeoutMs },
  );
  const at = (await seen.jsonValue()) as number;
  // A frame painted after the row: the next frame's callback runs after the one that showed it.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  return at;
}
