/**
 * The preview that follows the typing (docs/editor-internals.md): each change of the entry is posted,
 * a quarter of a second after the last keystroke, to the edit server, which writes it as a draft that
 * the dev site lays over the content (never the content file itself); the preview then reloads the
 * page from the dev site, which renders it with the site's own components and styles.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_KEY } from './search';

/** How long typing must pause before the draft is sent: one render per pause, not per key. */
const PAUSE_MS = 250;

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

export interface PreviewEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/** "Careers & jobs" -> "careers-jobs": the file name Decap gives a new page (its slug of the title). */
export function slugOfTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file an entry is (or, for a new page, will be) saved as: its path, or the pages folder, the
 * folder typed under "Folder" and the title's slug.
 */
export function fileOfEntry(entry: PreviewEntry, pagesFolder: string): string | undefined {
  const saved = entry.get('path');
  if (typeof saved === 'string' && saved !== '') return saved;
  const title = entry.getIn(['data', 'title']);
  const slug = typeof title === 'string' ? slugOfTitle(title) : '';
  if (slug === '') return undefined;
  const folder = String(entry.getIn(['meta', 'path']) ?? '/')
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return `${pagesFolder}/${folder === '' ? '' : `${folder}/`}${slug}.json`;
}

/** The entry's data as its file holds it (without the search text the editor adds, see search.ts). */
function dataOf(entry: PreviewEntry): unknown {
  const data = entry.get('data') as ImmutableLike | undefined;
  const plain = (data?.toJS() ?? {}) as Record<string, unknown>;
  const { [SEARCH_KEY]: _text, ...rest } = plain;
  return rest;
}

/**
 * The address the preview shows and a version that changes each time the dev site has the entry as
 * typed: the preview's frame is keyed on it, so it reloads then.
 */
export function useDraftPreview(entry: PreviewEntry, pagesFolder: string): { route: string | undefined; version: number; error: string | undefined } {
  const file = fileOfEntry(entry, pagesFolder);
  const text = JSON.stringify(dataOf(entry));
  const [state, setState] = useState<{ route: string | undefined; version: number; error: string | undefined }>({ route: undefined, version: 0, error: undefined });
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (file === undefined || sent.current === `${file}\n${text}`) return;
    const timer = setTimeout(() => {
      sent.current = `${file}\n${text}`;
      void fetch('/editor/draft', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file, data: JSON.parse(text) }) })
        .then(async (response) => {
          const answer = (await response.json()) as { route?: string; error?: string };
          setState((previous) => ({ route: answer.route ?? previous.route, version: previous.version + 1, error: answer.error }));
        })
        .catch((error: unknown) => setState((previous) => ({ ...previous, error: `The preview could not be updated: ${String(error)}` })));
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [file, text]);
  // Leaving the entry drops its draft: the dev site shows the saved page again.
  useEffect(() => {
    if (file === undefined) return;
    return () => {
      void fetch('/editor/draft', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file, data: null }), keepalive: true });
    };
  }, [file]);
  return state;
}
