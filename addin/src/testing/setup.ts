/**
 * Component tests: jest-dom matchers, Testing Library's waits, a clean DOM and storage after each test, no stubbed
 * global or fake timer after each file, and what jsdom lacks for Fluent UI.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Two cores run every suite at once: a screen may take seconds to settle, so findBy and waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
// The test files of a worker share one window and one module graph (vitest.config.ts): a file's stubbed globals (the
// fake api's fetch) and fake timers end with it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

window.scrollTo = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Under jsdom, tabster (Fluent's focus manager) sometimes leaves a modal dialog that opens right after another one
// closed aria-hidden, as if the old dialog were still the active modal (microsoft/fluentui#35139): queries by role
// then cannot see the open dialog. Browsers do not: the Chromium tests check real dialogs with axe. An open modal
// surface is kept visible here.
const openModals = new MutationObserver(() => {
  for (const surface of document.querySelectorAll('[aria-modal="true"][aria-hidden="true"]')) surface.removeAttribute('aria-hidden');
});
openModals.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
afterAll(() => openModals.disconnect());
