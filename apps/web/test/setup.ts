import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machine may be loaded: `npm test` runs these beside the browser suite, at a lower priority (nice), and a
// lazy page once took more than 5 s to appear there. A query that finds its element returns at once.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks a few browser APIs antd relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// antd's QRCode draws on a canvas; jsdom has no canvas implementation.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The console loads non-default languages and the menu-title table on demand; tests switch
// languages synchronously, so everything is loaded up front.
{
  const { LANGUAGES } = await import('@printfloor/contract');
  const { loadLanguage, loadMenuTitles, loadPageMessages } = await import('../src/i18n/index.ts');
  await Promise.all([...LANGUAGES.map((lang) => loadLanguage(lang)), loadMenuTitles(), loadPageMessages()]);
}
