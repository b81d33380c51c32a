/**
 * The framework's scripts download and run after the page's first paint.
 *
 * Next writes its chunks as `<script src async>` and `<link rel="preload" as="script">` in the head:
 * on a phone's connection 130 to 160 kB of script share the bandwidth with the stylesheets and the
 * hero image, and the first line of text waits for them. Lighthouse's simulation counts every
 * script whose download ended before the Largest Contentful Paint as holding it: on /business/ the
 * LCP (an h1, 2.2 to 2.6 s) was the end of React's 62 kB chunk, the stylesheets and the hero
 * image being there by 1.1 s (the simulation's own node timings, LANTERN_DEBUG).
 *
 * Nothing of a page needs its scripts to paint: it is a static page, its HTML complete, the forms
 * and calculators take over whatever was typed before their code arrived. So the chunk scripts and
 * script preloads leave the head, and one small inline script at the end of the body, which names
 * them, adds them back once the browser has shown its first contentful paint.
 */

/** The attributes of the starter naming what it adds: scripts to run, scripts to preload. */
const SCRIPTS = 'data-scripts';
const PRELOADS = 'data-preloads';

/**
 * The starter, the same text on every page so its hash is the same in every page's policy (what
 * it adds it reads from its own attributes). It waits for the browser's first-contentful-paint
 * entry, which the browser reports once that paint is on the screen. It adds the scripts at once
 * in a hidden tab (it paints nothing), in a browser that reports no paint entries, and if the
 * paint has not come after 5 s; once only.
 */
export const STARTER = [
  '(function(){',
  'var d=document,me=d.currentScript,started=false;',
  'function list(name){return(me.getAttribute(name)||"").split(" ").filter(Boolean)}',
  'function start(){if(started)return;started=true;',
  `list("${PRELOADS}").forEach(function(u){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");l.href=u;d.head.appendChild(l)});`,
  `list("${SCRIPTS}").forEach(function(u){var s=d.createElement("script");s.src=u;s.async=true;d.body.appendChild(s)})}`,
  'if(d.visibilityState!=="visible"||typeof PerformanceObserver!=="function"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0){start();return}',
  'new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});',
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState!=="visible")start()});',
  'setTimeout(start,5000)',
  '})()',
].join('');

/** A chunk script of Next's: same-origin, under /_next/static/, async, nothing else to it. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^" ]+\.js)" async=""><\/script>/g;
/** A script preload of Next's, with or without its low fetch priority, attributes in either order. */
const SCRIPT_PRELOAD =
  /<link rel="preload"(?: as="script"| fetchPriority="low")* href="(\/_next\/static\/[^" ]+\.js)"(?: as="script"| fetchPriority="low")*\/>/g;

/**
 * The page with its chunk scripts and script preloads added after the first paint. Unchanged when
 * it has no chunk script (a page without Next's runtime) or has its starter already.
 */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(`${SCRIPTS}="`)) return html;
  const scripts: string[] = [];
  const preloads: string[] = [];
  const moved = html
    .replace(CHUNK_SCRIPT, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag: string, href: string) => {
      if (!tag.includes('as="script"')) return tag;
      preloads.push(href);
      return '';
    });
  if (scripts.length === 0) return html;
  const end = moved.lastIndexOf('</body>');
  if (end === -1) throw new Error('scriptsAfterFirstPaint: the page has no </body> to put its starter before');
  const starter = `<script ${SCRIPTS}="${scripts.join(' ')}" ${PRELOADS}="${preloads.filter((href) => !scripts.includes(href)).join(' ')}">${STARTER}</script>`;
  return `${moved.slice(0, end)}${starter}${moved.slice(end)}`;
}
