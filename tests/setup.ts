import nodeConsole from 'node:console';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The test files of a worker share one document (vitest.config.ts: isolate false), so a test leaves
// nothing in the page for the next file to find: cleanup() unmounts what render() mounted, and the
// body is emptied of what a test appended itself (a sticky banner test found another file's <main>
// and pinned at once, depending on the order the files ran in).
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.replaceChildren();
  // A lead a test's failed send kept in the tab's outbox (forms/engine/outbox.ts) would be sent by the
  // next test's form on the same page as it mounts.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// The test DOM (happy-dom) loads no iframe page, and says so on the console for each embed a test
// renders (the ATM locator, calculators, videos): that notice is about the test DOM, not the code.
// It writes to Node's own console (vitest gives the tests a console of its own after the test DOM
// is set up), so that is the one filtered. Every other console error still shows.
// Set once per worker: this file runs again for each test file the worker shares.
const FILTERED = Symbol.for('tests/setup: iframe notice filtered');
if (!(FILTERED in nodeConsole)) {
  const consoleError = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = (...args: unknown[]) => {
    const [first] = args;
    if (
      first instanceof Error &&
      first.name === 'NotSupportedError' &&
      /^Failed to load iframe page ".*"\. Iframe page loading is disabled\.$/.test(first.message)
    )
      return;
    consoleError(...args);
  };
  Object.defineProperty(nodeConsole, FILTERED, { value: true });
}

// findBy* and waitFor give up after this. Their default (1 s) is shorter than a lazy chunk's first
// import takes beside the build on a slow 2-core machine (a calculator block's form was not found in
// time in a CI run); a guard against a hang, not a speed target: a passing wait ends when it passes.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM may have <dialog> without its methods: the minimum the dialogs call, so components can be
// tested. Browsers' modal behaviour (top layer, inert page, Escape) is covered by the e2e tests.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}
