/**
 * The framework's scripts run after the page's first paint.
 *
 * Next writes its chunks as `<script src async>`: each runs as soon as it has arrived, and on a
 * fast connection they arrive before the stylesheets have, so a phone spends 130 to 160 kB of
 * script (parsing, compiling, running) before it paints the first line of text. Lighthouse's
 * simulation counts every script that ran before the Largest Contentful Paint as holding it: the
 * same page measured 1.1 to 1.3 s when the scripts happened to run after the first paint and
 * 2.0 to 2.4 s when they ran before (README, "Speed on phones").
 *
 * Nothing of a page needs its scripts to paint: it is a static page, its HTML complete, the forms
 * take over whatever was typed before their code arrived. So each chunk script becomes a
 * low-priority preload (downloaded at once, beside the stylesheets, but not run), and one small
 * inline script at the end of the body adds them back as async scripts once the browser has
 * painted: in the task after the first animation frame. A page in a hidden tab paints nothing
 * and runs no animation frames, so it runs the scripts at once.
 */

/** Marks the preloads the starter turns back into scripts. */
const MARK = 'data-after-paint';

/**
 * The starter, the same text on every page so its hash is the same in every page's policy. It
 * runs once: the frame callback and a visibility change may both try.
 */
export const STARTER = [
  '(function(){',
  'var d=document,started=false;',
  'function start(){if(started)return;started=true;',
  `d.querySelectorAll('link[${MARK}]').forEach(function(l){var s=d.createElement('script');s.src=l.getAttribute('href');s.async=true;d.body.appendChild(s)})}`,
  "if(d.visibilityState!=='visible'){start()}",
  'else{requestAnimationFrame(function(){setTimeout(start,0)});',
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')start()})}",
  '})()',
].join('');

/** A chunk script of Next's: same-origin, under /_next/static/, async, nothing else to it. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/**
 * The page with its chunk scripts run after the first paint. Unchanged when it has none (a page
 * without Next's runtime); a page already changed is left as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(MARK)) return html;
  let found = false;
  const preloaded = html.replace(CHUNK_SCRIPT, (_, src: string) => {
    found = true;
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${MARK}=""/>`;
  });
  if (!found) return html;
  const end = preloaded.lastIndexOf('</body>');
  if (end === -1) throw new Error('scriptsAfterFirstPaint: the page has no </body> to put its starter before');
  return `${preloaded.slice(0, end)}<script>${STARTER}</script>${preloaded.slice(end)}`;
}
