/**
 * React's outlined Suspense boundaries, put in their place when the page is built instead of by a
 * script in the visitor's browser.
 *
 * React 19.2 writes a boundary larger than 500 bytes that comes after 12.8 kB of page at the end of
 * the document, after the footer, as `<div hidden id="S:0">…</div>`, leaves
 * `<!--$?--><template id="B:0"></template><!--/$-->` where it belongs, and moves it there from an
 * inline script, `$RC("B:0","S:0")`, in an animation frame. Every form and calculator sits in such a
 * boundary (HydrateWhenVisible). A browser that paints before that frame (its parser stopped at a
 * network packet's end between the boundary and the script, on a slow phone) shows the page without
 * the form and then moves everything below it down: a layout shift of 0.12 to 0.17 on the vendor
 * questionnaire. A static page's boundaries are complete when it is exported, so the build does
 * what React's script would do (`$RV` in React's runtime): the boundary's content replaces the
 * placeholder and its fallback, the comment that opens it says "$" (complete), and the hidden copy
 * and the call that would move it go. The result is the HTML React writes for a boundary it does not
 * outline, which it hydrates the same way; the page shows its form in place from the first byte,
 * with scripts or without.
 */
import { parse } from 'parse5';

interface Location {
  startOffset: number;
  endOffset: number;
}

/** The parts of parse5's tree this needs (its default tree adapter's nodes). */
interface TreeNode {
  nodeName: string;
  data?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: TreeNode[];
  /** A <template>'s children. */
  content?: TreeNode;
  parentNode?: TreeNode | null;
  sourceCodeLocation?: (Location & { startTag?: Location; endTag?: Location }) | null;
}

/** React's call that moves boundary `B:n` into place from the hidden `S:n`. */
const REVEAL_CALL = /\$RC\("([^"]+)","([^"]+)"\)/g;
/**
 * React's call that moves a boundary into place once the stylesheets it names have loaded: the
 * page would change when they arrive, which the build cannot do for it.
 */
const REVEAL_AFTER_STYLES = /\$RR\("([^"]+)"/g;
/**
 * React's scripts that serve only its reveals: the one that defines its functions (before any
 * call to them), and the one that notes when the first frame was painted, which its later reveals
 * wait 300 ms from.
 */
const REVEAL_RUNTIME = [/^\$RB=\[\];\$RV=function/, /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/];
/** A call to any of React's inline functions ($RC, $RX, $RS…). */
const RUNTIME_CALL = /\$R[A-Z]\("/;
/** The comments that open and close a boundary in React's markup. */
const OPENING = new Set(['$', '$?', '$~', '$!', '&']);
const CLOSING = new Set(['/$', '/&']);

export interface Revealed {
  html: string;
  /** What could not be put in place, each naming the boundary. */
  problems: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The page's elements by id, and its scripts. */
function walk(root: TreeNode): { ids: Map<string, TreeNode>; scripts: TreeNode[] } {
  const ids = new Map<string, TreeNode>();
  const scripts: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    const id = node.attrs?.find((attr) => attr.name === 'id')?.value;
    if (id !== undefined) ids.set(id, node);
    if (node.nodeName === 'script') scripts.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(root);
  return { ids, scripts };
}

/**
 * The edits that put boundary `placeholder` (React's `B:n`) in place from `hidden` (`S:n`), as
 * React's `$RV` does: from the placeholder up to the comment that closes its boundary (its
 * fallback) becomes the hidden element's content, and the comment before it becomes "$".
 */
function placeBoundary(html: string, placeholder: TreeNode, hidden: TreeNode): Edit[] | string {
  const around = placeholder.parentNode?.childNodes ?? [];
  const at = around.indexOf(placeholder);
  const opening = around[at - 1];
  if (opening?.nodeName !== '#comment' || opening.data !== '$?') return 'its placeholder does not follow an open boundary\'s "<!--$?-->"';
  let depth = 0;
  let closing: TreeNode | undefined;
  for (const node of around.slice(at + 1)) {
    if (node.nodeName !== '#comment') continue;
    if (CLOSING.has(node.data ?? '')) {
      if (depth === 0) {
        closing = node;
        break;
      }
      depth -= 1;
    } else if (OPENING.has(node.data ?? '')) depth += 1;
  }
  const open = opening.sourceCodeLocation;
  const close = closing?.sourceCodeLocation;
  const inner = hidden.sourceCodeLocation;
  if (!open || !close || !inner?.startTag || !inner.endTag) return 'its boundary has no closing "<!--/$-->"';
  return [
    { start: open.startOffset, end: close.startOffset, text: `<!--$-->${html.slice(inner.startTag.endOffset, inner.endTag.startOffset)}` },
    { start: inner.startOffset, end: inner.endOffset, text: '' },
  ];
}

/** A script's text as the page spells it. */
function textOf(html: string, script: TreeNode): string {
  const location = script.sourceCodeLocation;
  return location?.startTag && location.endTag ? html.slice(location.startTag.endOffset, location.endTag.startOffset) : '';
}

/**
 * The edits that take the calls in `moved` out of the page's inline scripts: a script left empty
 * goes, and so do React's scripts that serve only reveals (REVEAL_RUNTIME) once every boundary is in place.
 */
function dropRevealCalls(html: string, scripts: TreeNode[], moved: ReadonlySet<string>, allMoved: boolean): Edit[] {
  const edits: Edit[] = [];
  for (const script of scripts) {
    const location = script.sourceCodeLocation;
    if (!location?.startTag || !location.endTag) continue;
    const text = textOf(html, script);
    const rest = text.includes('$RC(') ? text.replace(REVEAL_CALL, (call: string) => (moved.has(call) ? '' : call)).replace(/;+$/, '') : text;
    const runtime = REVEAL_RUNTIME.some((pattern) => pattern.test(rest));
    // (A script with a src, whose text is empty, is neither.)
    if (rest === text && !runtime) continue;
    const idle = rest === '' || (allMoved && runtime && !RUNTIME_CALL.test(rest));
    if (idle) edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
    else if (rest !== text) edits.push({ start: location.startTag.endOffset, end: location.endTag.startOffset, text: rest });
  }
  return edits;
}

/** The page with each boundary React would move into place from a script already in place. */
export function revealBoundaries(html: string): Revealed {
  if (!html.includes('$RC(') && !html.includes('$RR(')) return { html, problems: [] };
  const { ids, scripts } = walk(parse(html, { sourceCodeLocationInfo: true }));
  // Only a script calls: the same words in a page's text are not React's.
  const calls = scripts.flatMap((script) => [...textOf(html, script).matchAll(REVEAL_CALL)]);
  const problems = scripts.flatMap((script) =>
    [...textOf(html, script).matchAll(REVEAL_AFTER_STYLES)].map(
      ([, id]) =>
        `React's Suspense boundary ${id} is shown by a script once its stylesheets load, which the build cannot do for it: give the page its stylesheets in <head>`,
    ),
  );
  if (calls.length === 0) return { html, problems };
  const edits: Edit[] = [];
  const moved = new Set<string>();
  for (const [call, placeholderId = '', hiddenId = ''] of calls) {
    const placeholder = ids.get(placeholderId);
    const hidden = ids.get(hiddenId);
    const placed =
      placeholder && hidden ? placeBoundary(html, placeholder, hidden) : `its elements "${placeholderId}" and "${hiddenId}" are not both in the page`;
    if (typeof placed === 'string') {
      problems.push(`React's Suspense boundary ${placeholderId} could not be put in place when the page was built: ${placed}`);
      continue;
    }
    edits.push(...placed);
    moved.add(call);
  }
  edits.push(...dropRevealCalls(html, scripts, moved, problems.length === 0));
  // From the end, so that each edit's offsets still point where they did in the page as parsed.
  edits.sort((a, b) => b.start - a.start);
  // A boundary inside another's hidden content (React outlines nested ones separately) would need
  // its edit made inside the text the outer one copies; no page has one, so it is refused, not guessed.
  if (edits.some((edit, index) => edit.end > (edits[index - 1]?.start ?? Infinity))) {
    return { html, problems: [...problems, "React's Suspense boundaries are nested; the build puts only separate ones in place"] };
  }
  let out = html;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, problems };
}
