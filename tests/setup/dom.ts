/**
 * Vitest setup for every test file. In the default node environment it does nothing; in
 * files that opt into jsdom it fills the browser APIs jsdom lacks but MUI/react-admin call
 * (matchMedia, ResizeObserver, scrollTo), and tells React it runs inside act()-aware tests.
 */
export {};

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

if (typeof window !== 'undefined') {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;

  if (!window.matchMedia) {
    // Desktop-sized console: no media query matches (MUI falls back to its desktop layout).
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }

  // jsdom defines scrollTo but throws "not implemented"; react-admin scrolls on navigation.
  window.scrollTo = () => {};
}
