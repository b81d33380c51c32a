// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorsOf, brokenLinks, headingAnchor, markdownFiles } from './docs-links';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the links of README.md and docs/', () => {
  it('each lead to a file of the repository and, when they name one, to a heading of it', () => {
    expect(brokenLinks(root, markdownFiles(root))).toEqual([]);
  });

  it('are read from README.md and every page under docs/, decisions included', () => {
    expect(markdownFiles(root)).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'testing.md'), path.join('docs', 'decisions', 'README.md')]));
  });
});

describe('brokenLinks', () => {
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('names a missing file, a missing heading and a missing heading of the same page, with file and line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    write(dir, 'docs/a.md', '# A page\n\n## Run it\n\nText.\n');
    write(
      dir,
      'README.md',
      [
        '# Title',
        '',
        'See [a](docs/a.md), [run](docs/a.md#run-it), [web](https://example.com/x#y) and [mail](mailto:a@b.c).',
        'Broken: [gone](docs/gone.md), [old](docs/a.md#how-the-build-is-fast) and [here](#nowhere).',
        '| table | [cell](docs/a.md#no-such) |',
        '',
        '```',
        '[not a link](docs/missing.md)',
        '```',
        '',
        '[ref]: docs/also-gone.md',
        '',
      ].join('\n'),
    );
    expect(brokenLinks(dir, ['README.md'])).toEqual([
      'README.md:4: docs/gone.md: no file docs/gone.md',
      'README.md:4: docs/a.md#how-the-build-is-fast: docs/a.md has no heading #how-the-build-is-fast',
      'README.md:4: #nowhere: README.md has no heading #nowhere',
      'README.md:5: docs/a.md#no-such: docs/a.md has no heading #no-such',
      'README.md:11: docs/also-gone.md: no file docs/also-gone.md',
    ]);
  });

  it('leaves links that go outside the repository alone (the specification beside it is not in a clone)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    write(dir, 'README.md', '[design](../shared/ARCHITECTURE.md)\n');
    expect(brokenLinks(dir, ['README.md'])).toEqual([]);
  });
});

describe('heading anchors', () => {
  it.each([
    ['How to add a page', 'how-to-add-a-page'],
    ['`content/<CODE>/site.json`', 'contentcodesitejson'],
    ['0001: The browser editor is Decap CMS', '0001-the-browser-editor-is-decap-cms'],
    ['`npm run bench`', 'npm-run-bench'],
  ])('%s -> #%s, as GitHub makes it', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  it('numbers a repeated heading as GitHub does', () => {
    expect([...anchorsOf('# Notes\n\n## Notes\n\n## Notes\n')]).toEqual(['notes', 'notes-1', 'notes-2']);
  });
});
