import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { unstable_IdlePriority as IdlePriority, unstable_scheduleCallback as scheduleCallback } from 'scheduler';

// A busy machine renders slowly: findBy* and waitFor wait for their state this long (below the project's testTimeout).
configure({ asyncUtilTimeout: 10_000 });

// Ant Design reads media queries; jsdom has none. Tests prefer reduced motion, so antd plays no animations.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
// Ant Design's menus and tables observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(() => {
  cleanup();
  // A toast of antd's static holder lives in a React root of its own that cleanup cannot reach: its timer went on
  // rendering after the file's window was gone. Pages render toasts in their own antd App (admin/testing.tsx).
  if (document.querySelector('.ant-message, .ant-notification')) throw new Error('a toast outlived its page: it was drawn by antd\'s static holder');
});
// React flushes a commit's effects in a scheduler task. A commit made while a test waited can leave work queued when
// the file ends; on a busy machine it then ran after the window was gone ("window is not defined"). An idle-priority
// task runs only once every task queued before it, and any they queue, has run: wait for it before the teardown.
afterAll(() => new Promise<void>((resolve) => {
  scheduleCallback(IdlePriority, () => resolve());
}));
