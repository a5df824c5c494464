// @vitest-environment jsdom
/** The loading modal itself (ACC-046): shown while a non-silent /api call is pending, never for a silent one. */
import { act } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingModal } from '../../../src/custom/layout/LoadingModal';
import { setApiRoot } from '../../../src/providers/config';
import { apiFetch } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';

const dom = domRootPerTest();
let answer: () => void = () => {};

beforeEach(() => {
  setApiRoot('http://server.test');
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(new Response('[]', { status: 200 }));
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiRoot('');
});

const modal = () => dom.host.ownerDocument.querySelector<HTMLElement>('[data-testid="loading-modal"]');
const shown = () => modal() !== null && modal()!.style.visibility !== 'hidden' && modal()!.style.opacity !== '0';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('LoadingModal', () => {
  it('ACC-046: a pending /api call shows the loading modal (after 250 ms, no flicker) until it is answered; a silent call shows nothing', async () => {
    act(() =>
      dom.root.render(
        <AdminContext i18nProvider={i18nProvider}>
          <LoadingModal />
        </AdminContext>,
      ),
    );
    expect(shown()).toBe(false);

    let done = apiFetch('/agent/list');
    // Not at once (no flicker for a quick answer), then shown while it is pending.
    expect(shown()).toBe(false);
    await until(shown);
    expect(modal()!.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Cargando');
    await act(async () => {
      answer();
      await done;
    });
    await until(() => !shown());

    done = apiFetch('/user/manual', { silent: true });
    // Past the modal's 250 ms delay: a counted call would show it by now.
    await wait(400);
    expect(shown()).toBe(false);
    await act(async () => {
      answer();
      await done;
    });
  });
});
