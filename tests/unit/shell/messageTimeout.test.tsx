// @vitest-environment jsdom
/**
 * The message bar's timeout (D1 §8, D1 §9, D3 §8.1): an error and a success alike stay 15 s, on the
 * bar the console mounts (PortalNotification), read on the test's clock.
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationContextProvider, useNotify } from 'react-admin';
import { PortalNotification } from '../../../src/custom/layout/PortalNotification';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();
let notify: ReturnType<typeof useNotify> = () => undefined;
const Screen = () => {
  notify = useNotify();
  return null;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const bar = () => document.querySelector('[data-testid="message-bar"]');

async function shownFor(message: string, type: 'error' | 'success'): Promise<[boolean, boolean]> {
  act(() =>
    dom.root.render(
      <MemoryRouter>
        <NotificationContextProvider>
          <Screen />
          <PortalNotification />
        </NotificationContextProvider>
      </MemoryRouter>,
    ),
  );
  await act(async () => notify(message, { type }));
  expect(bar()?.textContent).toContain(message);
  expect(bar()?.querySelector(`.RaNotification-${type}`)).not.toBeNull();
  await act(async () => vi.advanceTimersByTime(14_900));
  const at149 = bar()?.textContent?.includes(message) ?? false;
  // 15 s, then the bar's closing transition.
  await act(async () => vi.advanceTimersByTime(100));
  await act(async () => vi.advanceTimersByTime(1_000));
  const after = bar() !== null;
  return [at149, after];
}

describe('the message bar', () => {
  it('ERR-002 CONST-008: an error stays 15 s (15000 ms): still shown at 14,9 s, gone after 15 s', async () => {
    expect(await shownFor('Rut inválido - 400', 'error')).toEqual([true, false]);
  });

  it('ERR-004: a success uses the same bar and stays 15 s too', async () => {
    expect(await shownFor('Usuario modificado correctamente', 'success')).toEqual([true, false]);
  });
});
