/**
 * The go-back behaviour of spec 01 §2.10 and §8, as functions of what the browser offers, so each
 * branch is tested without a browser.
 */

export type Browser = 'chrome' | 'edge' | 'firefox' | 'safari';

/**
 * Where a visitor with no history goes back to: the start page of their browser. The browsers'
 * own new-tab pages (chrome://newtab, edge://newtab, about:home, Safari's Favorites) cannot be
 * opened by a web page, so each maps to the https page its maker uses as that browser's home:
 * Google for Chrome, MSN (the content of Edge's new tab) for Edge, Mozilla for Firefox, and Apple
 * (Safari's former default home page, apple.com/startpage, now redirects there) for Safari.
 */
export const START_PAGES: Readonly<Record<Browser, string>> = {
  chrome: 'https://www.google.com/',
  edge: 'https://www.msn.com/',
  firefox: 'https://www.mozilla.org/',
  safari: 'https://www.apple.com/',
};

/**
 * The browser named by a user-agent string. Order matters: Edge's string also says Chrome and
 * Safari, Chrome's says Safari. Other Chromium browsers with a start page of their own (Opera,
 * Samsung Internet, Yandex, UC) are not Chrome, and so are unknown.
 */
export function detectBrowser(userAgent: string): Browser | null {
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser)\//.test(userAgent)) return null;
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(HeadlessChrome|Chrome|CriOS)\//.test(userAgent)) return 'chrome';
  if (/\bVersion\/[\d.]+ .*\bSafari\//.test(userAgent)) return 'safari';
  return null;
}

/** The parts of window going back needs. */
export interface GoBackWindow {
  history: { readonly length: number; back(): void };
  navigator: { readonly userAgent: string };
  location: { assign(url: string): void };
  console: { log(message: string): void };
}

/**
 * Goes back in the tab's history. With no history (a page opened in a new tab or from a
 * bookmark), goes to the browser's start page; when the browser is unknown, logs
 * 'No browser detection' (spec 01 §8) and goes to the brand's home instead.
 */
export function goBack(win: GoBackWindow, homeHref: string): void {
  if (win.history.length > 1) {
    win.history.back();
    return;
  }
  const browser = detectBrowser(win.navigator.userAgent);
  if (browser === null) {
    win.console.log('No browser detection');
    win.location.assign(homeHref);
    return;
  }
  win.location.assign(START_PAGES[browser]);
}

/** Where the go-back-to-referrer button leads: the referring page when it is of this site, else home. */
export function referrerTarget(referrer: string, origin: string, homeHref: string): string {
  try {
    return referrer !== '' && new URL(referrer).origin === origin ? referrer : homeHref;
  } catch {
    return homeHref;
  }
}
