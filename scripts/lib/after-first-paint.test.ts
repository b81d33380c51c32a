import { hashSource, inlineScripts, NO_FACTS, pagePolicy, policyProblems } from './csp';
import { scriptsAfterFirstPaint, STARTER } from './after-first-paint';

const CHUNKS = '/_next/static/chunks';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${CHUNKS}/a.css" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS}/main.js"/>`,
  `<script src="${CHUNKS}/one.js" async=""></script>`,
  `<script src="${CHUNKS}/turbopack-two.js" async=""></script>`,
  `<link rel="preload" href="${CHUNKS}/form.js" as="script" fetchPriority="low"/>`,
  '<link rel="preload" href="/images/hero.svg" as="image" fetchPriority="high"/>',
  `<script src="${CHUNKS}/polyfills.js" noModule=""></script>`,
  '</head><body><main><p>Hello</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script src="${CHUNKS}/main.js" async=""></script>`,
  '</body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(PAGE);

  it('takes every chunk script and script preload out of the page, and leaves the rest as it was', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    // The legacy browsers' polyfills, the inline payload, the stylesheet and the image preload stay.
    expect(html).toContain(`<script src="${CHUNKS}/polyfills.js" noModule=""></script>`);
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain(`<link rel="stylesheet" href="${CHUNKS}/a.css" data-precedence="next"/>`);
    expect(html).toContain('<link rel="preload" href="/images/hero.svg" as="image" fetchPriority="high"/>');
  });

  it('adds one starter, last in the body, naming the scripts in page order and the other preloads', () => {
    const starter = `<script data-scripts="${CHUNKS}/one.js ${CHUNKS}/turbopack-two.js ${CHUNKS}/main.js" data-preloads="${CHUNKS}/form.js">${STARTER}</script>`;
    expect(html.endsWith(`${starter}</body></html>`)).toBe(true);
  });

  it('is allowed by the page policy like any inline script, by the same hash on every page', () => {
    expect(inlineScripts(html)).toContain(STARTER);
    const policy = pagePolicy(html, NO_FACTS);
    expect(policy.get('script-src')).toContain(hashSource(STARTER));
    expect(policyProblems(html, policy)).toEqual([]);
  });

  it('is done once: a page already changed, or one without chunk scripts, is returned as it is', () => {
    expect(scriptsAfterFirstPaint(html)).toBe(html);
    const plain = '<!DOCTYPE html><html><body><p>Not found</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  describe('the starter, run in a document', () => {
    type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
    let paint: PaintCallback | undefined;
    let observed: unknown;
    let disconnected = false;

    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: PaintCallback) {
        paint = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        disconnected = true;
      }
    }

    /** Runs the starter as the page runs it: an inline script naming what to add. */
    function runStarter() {
      const script = document.createElement('script');
      script.setAttribute('data-scripts', `${CHUNKS}/one.js ${CHUNKS}/two.js`);
      script.setAttribute('data-preloads', `${CHUNKS}/form.js`);
      document.body.append(script);
      vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the starter's own source text, as the page's inline script runs it
      (new Function(STARTER) as () => void)();
    }
    const added = () => ({
      scripts: Array.from(document.querySelectorAll('script[src]')).map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]),
      preloads: Array.from(document.querySelectorAll('link[rel="preload"]')).map((link) => [link.getAttribute('href'), link.getAttribute('as')]),
    });
    const paintEntries = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });

    beforeEach(() => {
      document.head.innerHTML = '';
      document.body.innerHTML = '';
      paint = undefined;
      observed = undefined;
      disconnected = false;
      vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('adds the scripts, async and in page order, and the preloads once the first contentful paint is reported', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      runStarter();
      expect(observed).toEqual({ type: 'paint', buffered: true });
      paint?.(paintEntries(['first-paint']), { disconnect() {} });
      expect(added()).toEqual({ scripts: [], preloads: [] });
      paint?.(paintEntries(['first-contentful-paint']), { disconnect: () => (disconnected = true) });
      expect(disconnected).toBe(true);
      expect(added()).toEqual({
        scripts: [
          [`${CHUNKS}/one.js`, true],
          [`${CHUNKS}/two.js`, true],
        ],
        preloads: [[`${CHUNKS}/form.js`, 'script']],
      });
      // Once only, whatever else fires.
      document.dispatchEvent(new Event('visibilitychange'));
      vi.runAllTimers();
      expect(added().scripts).toHaveLength(2);
    });

    it('adds them after 5 s when no paint is reported', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      runStarter();
      vi.advanceTimersByTime(4999);
      expect(added().scripts).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added().scripts).toHaveLength(2);
    });

    it('adds them at once in a hidden tab, which paints nothing', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runStarter();
      expect(added().scripts).toHaveLength(2);
      expect(paint).toBeUndefined();
    });

    it('adds them when the tab is hidden before its first paint', () => {
      const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      runStarter();
      state.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(added().scripts).toHaveLength(2);
    });

    it('adds them at once in a browser that reports no paint entries', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      FakePerformanceObserver.supportedEntryTypes = ['resource'];
      try {
        runStarter();
      } finally {
        FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      }
      expect(added().scripts).toHaveLength(2);
    });
  });
});
