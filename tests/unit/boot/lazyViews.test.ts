import { describe, expect, it, vi } from 'vitest';
import { loadedView, loadView } from '../../../src/resources/framework/lazyViews';
import type { LazyView } from '../../../src/resources/framework/types';

const View = () => null;

describe('shared view loads (boot prefetch and <Resource> views)', () => {
  it('loads a view once per loader and knows its component once loaded', async () => {
    const load = vi.fn<LazyView>(async () => ({ default: View }));
    expect(loadedView(load)).toBeUndefined();
    const first = loadView(load);
    expect(loadView(load)).toBe(first);
    expect(loadedView(load)).toBeUndefined(); // still loading: the view suspends
    await first;
    expect(loadedView(load)).toBe(View); // loaded: the view renders at once
    await loadView(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next render retries', async () => {
    let fail = true;
    const load = vi.fn<LazyView>(async () => {
      if (fail) throw new Error('chunk');
      return { default: View };
    });
    await expect(loadView(load)).rejects.toThrow('chunk');
    expect(loadedView(load)).toBeUndefined();
    fail = false;
    await expect(loadView(load)).resolves.toEqual({ default: View });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
