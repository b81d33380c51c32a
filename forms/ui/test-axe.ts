/**
 * Test helper (not shipped): runs axe-core on a rendered component in the test DOM with the WCAG
 * tags the site's crawl uses, and fails listing each violation's rule id and target.
 */
import { act } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(container: Element): Promise<void> {
  // Inside act(): axe takes a while on a long form, and an update the form had pending (the list of
  // what is still needed, refreshed once typing pauses) may land meanwhile.
  const results = await act(() =>
    axe.run(container, {
      runOnly: { type: 'tag', values: TAGS },
      rules: {
        // The test DOM does no layout and paints nothing, so axe cannot measure contrast here; the
        // crawl of the built pages in Chromium checks it (tests/e2e).
        'color-contrast': { enabled: false },
      },
    }),
  );
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`));
  expect(found.length, `axe-core violations:\n${found.join('\n')}\n`).toBe(0);
}
