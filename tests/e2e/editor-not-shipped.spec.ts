/**
 * Nothing of the browser editor (issue 24) reaches a brand's export: no admin page, no Decap
 * script or chunk, no settings or configuration file, no word of it in any page, script or header,
 * and every page's Content-Security-Policy names nothing the editor talks to (the GitHub API, an
 * OAuth endpoint, the editor's own server) and allows no eval. Read from the exports on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportDir, hasExport } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';
import { expect, test } from './fixtures';

/** Files an editor would add: an admin page, Decap's bundle and chunks, its configuration. */
const EDITOR_FILE = /(^|\/)(admin|editor|decap[^/]*|cms\.js|settings\.json|config\.ya?ml)(\/|$)|decap-cms/i;
/** What the editor's code, configuration or pages would carry into a file. */
const EDITOR_TEXT = /decap|DecapCmsApp|netlify-cms|local_backend|editorial_workflow|\/editor\/cms\.js|api\.github\.com/i;
const TEXT_FILE = /\.(html|js|css|json|txt|xml|webmanifest|svg)$|(^|\/)_headers$/;

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The editor's words in a file, each as `file: "word"`. */
function editorMentions({ file, text }: { file: string; text: string }): string[] {
  const found = EDITOR_TEXT.exec(text);
  return found ? [`${file}: "${found[0]}"`] : [];
}

/** A page's Content-Security-Policy from its meta tag (none for a file that is not a page). */
function pagePolicy({ file, text }: { file: string; text: string }): { file: string; policy: string }[] {
  const policy = file.endsWith('.html') ? /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(text)?.[1] : undefined;
  return policy === undefined ? [] : [{ file, policy }];
}

for (const brand of selectedBrands().brands) {
  test(`${brand}: no file, script, word or policy of the browser editor is in the export`, () => {
    test.skip(!hasExport(brand), `out/${brand}/ is not built`);
    const dir = exportDir(brand);
    const files = filesOf(dir);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => EDITOR_FILE.test(file.split(path.sep).join('/')))).toEqual([]);
    const texts = files.filter((name) => TEXT_FILE.test(name)).map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
    expect(texts.flatMap(editorMentions)).toEqual([]);
    const policies = texts.flatMap(pagePolicy);
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.filter(({ policy }) => /unsafe-eval|unsafe-inline|github|127\.0\.0\.1:8080/.test(policy))).toEqual([]);
  });
}
