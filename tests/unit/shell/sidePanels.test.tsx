// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { DetailLayout, SLOW_MS } from '../../../src/custom/layout/SidePanels';
import NotificationPanel from '../../../src/custom/notifications/NotificationPanel';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();

const render = (extraOpen: boolean, extra: string | null) =>
  act(() =>
    dom.root.render(
      <DetailLayout
        detail={<p>detalle</p>}
        extra={extra ? <p>{extra}</p> : null}
        extraOpen={extraOpen}
        extraTitle="Formulario"
      >
        <p>centro</p>
      </DetailLayout>,
    ),
  );

const q = (testId: string) => dom.host.querySelector(`[data-testid="${testId}"]`);
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('DetailLayout', () => {
  it('ACC-039: centre and right detail panels, no extra panel until asked', () => {
    render(false, null);
    expect(q('centre-panel')?.textContent).toBe('centro');
    expect(q('side-detail')?.textContent).toBe('detalle');
    expect(q('extra-panel')).toBeNull();
    expect(q('side-panels')?.getAttribute('data-extra-open')).toBe('false');
  });

  it("CONST-009 NOT-003: the notification panel (in and out) and the side panel both move with the 'slow' 600 ms animation", async () => {
    expect(SLOW_MS).toBe(600);
    // Mounted closed, then opened: a drawer mounted open does not animate.
    const panel = (open: boolean) =>
      act(async () =>
        dom.root.render(
          <AdminContext i18nProvider={i18nProvider}>
            <NotificationPanel
              open={open}
              onClose={() => undefined}
              notices={[]}
              fresh={new Set()}
              onSelect={() => undefined}
            />
          </AdminContext>,
        ),
      );
    await panel(false);
    await panel(true);
    // The drawer's paper slides in with the transition it was given (in a portal, under body).
    const paper = document.body.querySelector<HTMLElement>('[data-testid="notification-panel"]')!;
    expect(paper.style.transition).toContain(`${SLOW_MS}ms`);
    // NOT-003: it slides out the same way.
    await panel(false);
    expect(paper.style.transition).toContain(`${SLOW_MS}ms`);
    act(() => dom.root.render(<></>));
    render(false, null);
    render(true, 'formulario');
    expect(
      q('side-panels')?.firstElementChild instanceof HTMLElement &&
        (q('side-panels')!.firstElementChild as HTMLElement).style.transition,
    ).toContain(`${SLOW_MS}ms`);
  });

  it("ACC-040: the extra panel slides in over the detail panel and out again with the 'slow' 600 ms animation", async () => {
    expect(SLOW_MS).toBe(600);
    render(false, null);
    render(true, 'formulario');
    expect(q('side-panels')?.getAttribute('data-extra-open')).toBe('true');
    expect(q('extra-panel')?.textContent).toContain('Formulario');
    expect(q('extra-panel')?.textContent).toContain('formulario');

    // Closing: the last content stays while it slides out (still there after 400 ms), then the panel is gone.
    render(false, null);
    expect(q('extra-panel')?.textContent).toContain('formulario');
    await wait(400);
    expect(q('extra-panel')?.textContent).toContain('formulario');
    await wait(SLOW_MS - 400 + 200);
    expect(q('extra-panel')).toBeNull();
    expect(q('side-detail')?.textContent).toBe('detalle');
  });
});
