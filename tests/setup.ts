import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The test files of a worker share one jsdom (vitest.config.ts: isolate false), so a test leaves
// nothing in the page for the next file to find: cleanup() unmounts what render() mounted, and the
// body is emptied of what a test appended itself (a sticky banner test found another file's <main>
// and pinned at once, depending on the order the files ran in).
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.replaceChildren();
});

// findBy* and waitFor give up after this. Their default (1 s) is shorter than a lazy chunk's first
// import takes beside the build on a slow 2-core machine (a calculator block's form was not found in
// time in a CI run); a guard against a hang, not a speed target: a passing wait ends when it passes.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> without its methods: the minimum the dialogs call, so components can be
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
