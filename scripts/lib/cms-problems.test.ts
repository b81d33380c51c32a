import { describe, expect, it } from 'vitest';
import { fieldsOfFile } from './cms-config';
import { parseJsonPath, pathInWords } from './cms-problems';

const page = {
  title: 'Home',
  blocks: [
    { type: 'headline', id: 'intro', headline: 'Hello' },
    {
      type: 'hero',
      id: 'hero',
      headline: 'Hi',
      callToActionRow: [
        { id: 'a', displayText: 'Go', targetUrl: '/x' },
        { id: 'b', displayText: 'Open', targetUrl: 'javascript:x' },
      ],
    },
  ],
};
const fields = fieldsOfFile('AXC', 'content/AXC/pages/index.json');

describe("a content problem's JSON path in the editor's words", () => {
  it('reads a path to a field of a list item of a block as the labels the marketer sees', () => {
    expect(parseJsonPath('blocks[1].callToActionRow[1].targetUrl')).toEqual(['blocks', 1, 'callToActionRow', 1, 'targetUrl']);
    expect(pathInWords('blocks[1].callToActionRow[1].targetUrl', fields, page)).toBe('Blocks › 2 Hero › Call to action row › 2 › Target url');
    expect(pathInWords('blocks[0].headline', fields, page)).toBe('Blocks › 1 Headline with body copy › Headline');
  });

  it('names the whole file, and keeps a key the editor does not know as it is', () => {
    expect(pathInWords('(root)', fields, page)).toBe('The whole file');
    expect(pathInWords('blocks[0].surprise', fields, page)).toBe('Blocks › 1 Headline with body copy › surprise');
  });
});
