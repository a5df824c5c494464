/** The terminal's clock offset: the mock's demo clock when there is one, else none (VV-034 judged on the server's now). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClockOffset } from '../../../src/custom/terminal/calendar/terminalClock';

afterEach(() => vi.unstubAllGlobals());

describe('terminal clock', () => {
  it('a demo clock a day behind gives an offset of about minus a day', async () => {
    const at = new Date(Date.now() - 86_400_000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ now: at }), { status: 200 })),
    );
    const offset = await fetchClockOffset();
    expect(Math.abs(offset + 86_400_000)).toBeLessThan(1_000);
  });
  it.each([
    ['a real legacy server (404)', async () => new Response('', { status: 404 })],
    [
      'no answer',
      async () => {
        throw new TypeError('network');
      },
    ],
    ['a body without a date', async () => new Response('{"now":"ayer"}', { status: 200 })],
  ])('%s: no offset', async (_t, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await fetchClockOffset()).toBe(0);
  });
});
