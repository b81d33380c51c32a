/**
 * The element ids a page has, and where each comes from. A block's `id` is its section's element
 * id, and parts of a block derive theirs from it (its heading, a lead form's hydration marker, the
 * cards of an executive bio set, the tiles of a video set); the site's chrome writes its own. Two
 * elements with one id break the skip link, aria-labelledby and #links, so the check refuses a
 * content id that equals any other id of the page once they are derived. The components derive
 * their ids with the functions of lib/content/element-id-names.ts, as this check does, so the check
 * and the page cannot disagree. Pure (no file system).
 */
import { tileAnchor } from '@/lib/video/tiles';
import { bioCardHeadingIdOf, HEADER_ID_PREFIX, headingIdOf, MAIN_CONTENT_ID } from './element-id-names';
import { formatJsonPath } from './problems';

interface ElementId {
  id: string;
  /** Where the id is written in the page file, e.g. blocks[2].id. */
  path: readonly PropertyKey[];
  /** What element has it, e.g. "blocks[2]", "the heading of blocks[2]". */
  what: string;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Every element id a page's blocks give it, in document order (blocks whose id is not a string give none). */
function elementIdsOf(raw: unknown): ElementId[] {
  const blocks = record(raw)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const ids: ElementId[] = [];
  blocks.forEach((value: unknown, index) => {
    const block = record(value);
    const id = block?.id;
    if (!block || typeof id !== 'string') return;
    const name = formatJsonPath(['blocks', index]);
    const at = ['blocks', index, 'id'];
    ids.push({ id, path: at, what: name }, { id: headingIdOf({ id }), path: at, what: `the heading of ${name}` });
    const list = (key: string) => (Array.isArray(block[key]) ? (block[key] as unknown[]) : []);
    list('executiveBios').forEach((bio: unknown, bioIndex) => {
      const bioId = record(bio)?.id;
      if (typeof bioId === 'string') ids.push({ id: bioCardHeadingIdOf({ id }, { id: bioId }), path: [...at.slice(0, 2), 'executiveBios', bioIndex, 'id'], what: `the card heading of ${formatJsonPath(['blocks', index, 'executiveBios', bioIndex])}` });
    });
    if (block.type === 'videoTiles') {
      list('videoTiles').forEach((tile: unknown, tileIndex) => {
        const fields = record(tile);
        if (typeof fields?.id !== 'string') return;
        const internalName = typeof fields.internalName === 'string' ? fields.internalName : undefined;
        const key = internalName?.trim() ? 'internalName' : 'id';
        ids.push({ id: tileAnchor({ id: fields.id, internalName }), path: ['blocks', index, 'videoTiles', tileIndex, key], what: `the tile ${formatJsonPath(['blocks', index, 'videoTiles', tileIndex])}` });
      });
    }
  });
  return ids;
}

/**
 * Every id a page's content gives that the chrome already uses, and every id that another element
 * of the page already has once ids are derived; one problem at the place the later one is written.
 */
export function elementIdProblems(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const first = new Map<string, ElementId>();
  const reported = new Set<string>();
  const report = (at: ElementId, message: string) => {
    const path = formatJsonPath(at.path);
    if (reported.has(path)) return;
    reported.add(path);
    problems.push({ path, message });
  };
  for (const element of elementIdsOf(raw)) {
    const { id } = element;
    const own = element.what.startsWith('blocks[') || element.what.startsWith('the tile ') ? `"${id}"` : `"${id}" (${element.what})`;
    if (id === MAIN_CONTENT_ID) {
      report(element, `${own} is the id of the page's main content, which the skip link leads to: choose another id`);
      continue;
    }
    if (id.startsWith(HEADER_ID_PREFIX)) {
      report(element, `${own} starts with "${HEADER_ID_PREFIX}", which the site header's menus use for their ids: choose another id`);
      continue;
    }
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, element);
      continue;
    }
    if (/^blocks\[\d+\]$/.test(earlier.what) && /^blocks\[\d+\]$/.test(element.what)) {
      report(element, `"${id}" is already the id of ${earlier.what}; each block of a page needs its own id`);
    } else {
      report(element, `${own} is also the id of ${earlier.what} (a block's parts take ids from it: "<id>-heading", a bio set's "<id>-<bio id>"); each element of a page needs its own id, so choose another`);
    }
  }
  return problems;
}
