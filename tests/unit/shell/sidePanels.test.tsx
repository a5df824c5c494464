// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailLayout, SLOW_MS } from '../../../src/custom/layout/SidePanels';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();


const render = (extraOpen: boolean, extra: string | null) =>
  act(() =>
    dom.root.render(
      <DetailLayout detail={<p>detalle</p>} extra={extra ? <p>{extra}</p> : null} extraOpen={extraOpen} extraTitle="Formulario">
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
