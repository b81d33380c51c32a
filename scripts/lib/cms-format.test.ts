import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ROOT } from '../../tests/fixtures/site';
import { applySave } from './cms-format';

// A hand-laid-out page: call-to-action items and the image on one line each (AFS's home page, as the fixtures hold it).
const FILE = fs.readFileSync(path.join(FIXTURE_ROOT, 'content/AFS/pages/index.json'), 'utf8');

/** The lines of `after` that are not in `before`, and the reverse: what git diff would show. */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((line) => !a.includes(line)), removed: a.filter((line) => !b.includes(line)) };
}

/** A page file as JSON gives it: its blocks, each a record of fields. */
type Json = Parameters<typeof applySave>[1];
interface PageFile {
  blocks: { [key: string]: Json }[];
  [key: string]: Json;
}
const pageOf = (text: string) => JSON.parse(text) as PageFile;
/** The page's first block, which the edits below change. */
const firstBlock = (data: PageFile): { [key: string]: Json } => data.blocks[0] ?? {};

/** What Decap sends: the file's data as it parsed it, in its own key order, changed by `edit`. */
function decapData(edit: (data: PageFile) => void): PageFile {
  // Decap writes keys in its configuration's order, which is not the file's.
  const reordered = Object.fromEntries(Object.entries(pageOf(FILE)).reverse()) as PageFile;
  edit(reordered);
  return reordered;
}

describe('a save from the browser editor changes the file where the marketer changed it, nothing else', () => {
  it('an unchanged save leaves the file byte for byte', () => {
    expect(
      applySave(
        FILE,
        decapData(() => {}),
      ),
    ).toBe(FILE);
  });

  it('a new headline changes its one line', () => {
    const saved = applySave(
      FILE,
      decapData((data) => (firstBlock(data).headline = 'A new headline')),
    );
    expect(changedLines(FILE, saved)).toEqual({
      added: ['      "headline": "A new headline",'],
      removed: ['      "headline": "Professional care for the trusts and estates that matter most",'],
    });
    expect(saved.endsWith('}\n')).toBe(true);
  });

  it('a block added at the end is inserted, the blocks before it untouched; empty fields are left out', () => {
    const saved = applySave(
      FILE,
      decapData((data) => {
        data.blocks.push({ type: 'accordion', id: 'faq', headline: '', items: [{ id: 'q1', title: 'Question', body: 'Answer', expanded: false }] });
      }),
    );
    const { added, removed } = changedLines(FILE, saved);
    expect(removed).toEqual([]);
    expect(pageOf(saved).blocks.at(-1)).toEqual({ type: 'accordion', id: 'faq', items: [{ id: 'q1', title: 'Question', body: 'Answer', expanded: false }] });
    expect(added.join('\n')).not.toContain('headline');
  });

  it('a field emptied in the editor is removed (an optional field is absent, not blank)', () => {
    const saved = applySave(
      FILE,
      decapData((data) => (firstBlock(data).eyebrow = '')),
    );
    expect(firstBlock(pageOf(FILE))).toHaveProperty('eyebrow');
    expect(firstBlock(pageOf(saved))).not.toHaveProperty('eyebrow');
    expect(changedLines(FILE, saved).added).toEqual([]);
  });

  it('a new page is written with its $schema first, two-space indented, with a trailing newline', () => {
    const text = applySave(
      undefined,
      { title: 'Hi', blocks: [{ type: 'headline', id: 'h', headline: 'Hi', eyebrow: '' }] },
      '../../../schema/page.schema.json',
    );
    expect(text).toBe(
      '{\n  "$schema": "../../../schema/page.schema.json",\n  "title": "Hi",\n  "blocks": [\n    {\n      "type": "headline",\n      "id": "h",\n      "headline": "Hi"\n    }\n  ]\n}\n',
    );
  });

  it('a page saved again from the data Decap typed (no $schema) keeps the $schema its first save wrote', () => {
    const pointer = '../../schema/page.schema.json';
    const data = { title: 'Hi', blocks: [{ type: 'headline', id: 'h', headline: 'Hi' }] };
    const first = applySave(undefined, data, pointer);
    const again = applySave(first, { ...data, title: 'Hello' }, pointer);
    expect(JSON.parse(again)).toEqual({ $schema: pointer, title: 'Hello', blocks: data.blocks });
    expect(changedLines(first, again)).toEqual({ added: ['  "title": "Hello",'], removed: ['  "title": "Hi",'] });
  });
});
