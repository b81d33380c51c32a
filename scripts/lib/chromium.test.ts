// @vitest-environment node
import { testBrowserPath } from './chromium';

describe('testBrowserPath', () => {
  it("prefers Debian's headless shell, then Debian's chromium, then Playwright's own browser", () => {
    const installed =
      (...files: string[]) =>
      (file: string) =>
        files.includes(file);
    expect(testBrowserPath(installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe('/usr/bin/chromium-headless-shell');
    expect(testBrowserPath(installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(testBrowserPath(installed())).toBeUndefined();
  });
});
