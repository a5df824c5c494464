// @vitest-environment jsdom
/** A list on screen loads its resource's record views, so opening a record never suspends. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../src/resources/framework/resourceElements';
import { loadedView } from '../../../src/resources/framework/lazyViews';
import type { LazyView } from '../../../src/resources/framework/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const List = () => <p>lista</p>;
const Show = () => <p>ficha</p>;

describe('record views load with their list', () => {
  it('once the list has rendered (not during), the show view is loaded and renders without suspending', async () => {
    const list = vi.fn<LazyView>(async () => ({ default: List }));
    const show = vi.fn<LazyView>(async () => ({ default: Show }));
    const ListView = lazyView(list, [show]);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<ListView />));
    await act(async () => {});
    expect(host.textContent).toBe('lista');
    // Not while the list's first rows render: a moment later, when the browser is idle.
    expect(show).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 900)));
    expect(show).toHaveBeenCalledTimes(1);
    expect(loadedView(show)).toBe(Show);
    const ShowView = lazyView(show);
    act(() => root.render(<ShowView />));
    // Rendered in the same act, with no fallback in between: nothing suspended.
    expect(host.textContent).toBe('ficha');
    act(() => root.unmount());
  });
});
