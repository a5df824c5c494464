/** A fresh host element and React root for each test of the file, unmounted and removed (with any leftovers) after it. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface DomRoot {
  host: HTMLDivElement;
  /** Reassignable: a test may unmount and mount again (a reload). */
  root: Root;
}

export function domRootPerTest(): DomRoot {
  const dom = {} as DomRoot;
  beforeEach(() => {
    dom.host = document.createElement('div');
    document.body.appendChild(dom.host);
    dom.root = createRoot(dom.host);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.host.remove();
    // What a portal (menu, dialog) left behind once React let go of it.
    document.body.innerHTML = '';
  });
  return dom;
}
