/** Component tests: jest-dom matchers, Testing Library's waits, a clean DOM and storage after each test, and what jsdom lacks for Fluent UI. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores run every suite at once: a screen may take seconds to settle, so findBy and waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

window.scrollTo = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
