import { type Browser, detectBrowser, type GoBackWindow, goBack, referrerTarget, START_PAGES } from './go-back';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.61',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  iosWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  bot: 'curl/8.5.0',
  empty: '',
};

describe('detectBrowser', () => {
  it.each<[keyof typeof UA, Browser | null]>([
    ['chrome', 'chrome'],
    ['chromeAndroid', 'chrome'],
    ['chromeIos', 'chrome'],
    ['headlessChrome', 'chrome'],
    ['edge', 'edge'],
    ['edgeAndroid', 'edge'],
    ['edgeIos', 'edge'],
    ['firefox', 'firefox'],
    ['firefoxIos', 'firefox'],
    ['safari', 'safari'],
    ['safariIos', 'safari'],
    ['opera', null],
    ['samsung', null],
    ['iosWebView', null],
    ['bot', null],
    ['empty', null],
  ])('%s -> %s', (name, browser) => {
    expect(detectBrowser(UA[name])).toBe(browser);
  });

  it('maps every browser to an https start page a page can open', () => {
    for (const url of Object.values(START_PAGES)) expect(new URL(url).protocol).toBe('https:');
  });
});

function fakeWindow(historyLength: number, userAgent: string) {
  const calls: string[] = [];
  const win: GoBackWindow = {
    history: { length: historyLength, back: () => calls.push('back') },
    navigator: { userAgent },
    location: { assign: (url) => calls.push(`assign ${url}`) },
    console: { log: (message) => calls.push(`log ${message}`) },
  };
  return { win, calls };
}

describe('goBack (spec 01 §2.10, §8)', () => {
  it.each([
    ['history to go back to', 2, UA.chrome, ['back']],
    ['a long history, unknown browser', 5, UA.opera, ['back']],
    ['no history, Chrome', 1, UA.chrome, ['assign https://www.google.com/']],
    ['no history, Edge', 1, UA.edge, ['assign https://www.msn.com/']],
    ['no history, Firefox', 1, UA.firefox, ['assign https://www.mozilla.org/']],
    ['no history, Safari', 1, UA.safari, ['assign https://www.apple.com/']],
    ['no history, Safari on iPhone', 1, UA.safariIos, ['assign https://www.apple.com/']],
    ['no history, unknown browser', 1, UA.opera, ['log No browser detection', 'assign /invest/']],
    ['no history, no user agent', 1, UA.empty, ['log No browser detection', 'assign /invest/']],
  ])('with %s', (_what, historyLength, userAgent, expected) => {
    const { win, calls } = fakeWindow(historyLength, userAgent);
    goBack(win, '/invest/');
    expect(calls).toEqual(expected);
  });
});

describe('referrerTarget', () => {
  const origin = 'https://www.axosbank.com';
  it.each([
    ['https://www.axosbank.com/personal/?utm_source=x', 'https://www.axosbank.com/personal/?utm_source=x'],
    ['https://www.axosbank.com/', 'https://www.axosbank.com/'],
    ['https://online.axosbank.com/login', '/'],
    ['http://www.axosbank.com/personal/', '/'],
    ['https://www.google.com/', '/'],
    ['', '/'],
    ['not a url', '/'],
  ])('%s -> %s', (referrer, expected) => {
    expect(referrerTarget(referrer, origin, '/')).toBe(expected);
  });
});
