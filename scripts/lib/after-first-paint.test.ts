// @vitest-environment jsdom
import { hashSource, inlineScripts, NO_FACTS, pagePolicy, policyProblems } from './csp';
import { scriptsAfterFirstPaint, STARTER } from './after-first-paint';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><p>Hello</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(PAGE);

  it('turns every chunk script into a low-priority preload and leaves the rest of the page as it was', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    for (const src of ['one.js', 'turbopack-two.js', 'main.js']) {
      expect(html).toContain(`<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${src}" data-after-paint=""/>`);
    }
    // The legacy browsers' polyfills, the inline payload and the stylesheet are untouched.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
  });

  it('adds one starter, last in the body, allowed by the page policy like any inline script', () => {
    expect(html.endsWith(`<script>${STARTER}</script></body></html>`)).toBe(true);
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
    let frame: FrameRequestCallback | undefined;
    beforeEach(() => {
      document.body.innerHTML = ['one.js', 'two.js'].map((src) => `<link rel="preload" as="script" href="/_next/static/chunks/${src}" data-after-paint="">`).join('');
      frame = undefined;
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frame = callback;
        return 1;
      });
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });
    const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => [script.getAttribute('src'), script.async]);

    it('adds the scripts, in page order and async, only in the task after the first frame', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      new Function(STARTER)();
      expect(scripts()).toEqual([]);
      frame?.(0);
      expect(scripts()).toEqual([]);
      vi.runAllTimers();
      expect(scripts()).toEqual([
        ['/_next/static/chunks/one.js', true],
        ['/_next/static/chunks/two.js', true],
      ]);
      // Once only, whatever else fires.
      document.dispatchEvent(new Event('visibilitychange'));
      vi.runAllTimers();
      expect(scripts()).toHaveLength(2);
    });

    it('adds them at once in a hidden tab, which paints no frame', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      new Function(STARTER)();
      expect(scripts()).toHaveLength(2);
      expect(frame).toBeUndefined();
    });

    it('adds them when the tab is hidden before its first frame', () => {
      const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      new Function(STARTER)();
      state.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(scripts()).toHaveLength(2);
    });
  });
});
