// @vitest-environment jsdom
/**
 * The calendar shows what it cannot offer rather than hiding it: a full slot stays listed,
 * disabled, with 'Sin cupos'; a day whose slots are all full cannot be chosen and says so; and the
 * terminal's today (the demo clock's, not the browser's) is marked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentCalendar, type CalendarQuotaDay } from '../../../src/custom/terminal/calendar/AppointmentCalendar';
import { importMessages } from '../../../src/i18n/importMessages';
import { domRootPerTest } from '../../support/domRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();
const t = importMessages.appointment;

// The terminal's clock (GET /__mock/clock) says 12 Nov 2025, 10:00 in Santiago, whatever the machine's date.
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ now: '2025-11-12T13:00:00.000Z' }), { status: 200 })) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const days: CalendarQuotaDay[] = [
  {
    day: '2025-11-13',
    quotas: [
      { start: '08:00', end: '09:00', available: 0 },
      { start: '09:00', end: '10:00', available: 2 },
    ],
  },
  { day: '2025-11-14', quotas: [{ start: '08:00', end: '09:00', available: 0 }] },
];

async function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={client}>
        <AppointmentCalendar days={days} onRequest={() => undefined} />
      </QueryClientProvider>,
    );
  });
  // The clock's answer arrives after the first paint.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

const dayButton = (day: string) => dom.host.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)!;

describe('appointment calendar', () => {
  it('lists a full slot disabled with Sin cupos beside the free one', async () => {
    await mount();
    await act(async () => dayButton('2025-11-13').click());
    const radios = [...dom.host.querySelectorAll<HTMLInputElement>('[data-testid="slots"] input[type="radio"]')];
    const labels = [...dom.host.querySelectorAll('[data-testid="slots"] label')].map((l) => l.textContent);
    expect(labels).toEqual([`08:00 - 09:00 (${t.full})`, '09:00 - 10:00 (2 cupos)']);
    expect(radios.map((r) => r.disabled)).toEqual([true, false]);
  });

  it('keeps a day whose slots are all full in view, not choosable, and named full', async () => {
    await mount();
    const full = dayButton('2025-11-14');
    expect(full.disabled).toBe(true);
    expect(full.getAttribute('aria-label')).toBe(`14/11/2025, ${t.full}`);
    expect(dayButton('2025-11-13').disabled).toBe(false);
  });

  it("marks the terminal's today, not the browser's", async () => {
    await mount();
    const marked = [...dom.host.querySelectorAll('button[aria-current="date"]')].map((b) => b.getAttribute('data-day'));
    expect(marked).toEqual(['2025-11-12']);
    expect(dayButton('2025-11-12').getAttribute('aria-label')).toBe(`12/11/2025, ${t.today}`);
  });
});
