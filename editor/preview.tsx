/**
 * The preview that follows the typing (docs/editor-internals.md): each change of the entry is posted,
 * a quarter of a second after the last keystroke, to the edit server, which writes it as a draft that
 * the dev site lays over the content (never the content file itself); the preview then reloads the
 * page from the dev site, which renders it with the site's own components and styles.
 */
import { entryProblems } from './field-check';
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
  const metaPath = entry.getIn(['meta', 'path']);
  const folder = (typeof metaPath === 'string' ? metaPath : '/')
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

interface MediaFileLike {
  get(key: 'path' | 'file' | 'draft'): unknown;
}

/** Photos uploaded into the entry and not saved yet (Decap keeps them in the entry until it is saved). */
function draftMedia(entry: PreviewEntry): { path: string; file: Blob }[] {
  const list = entry.get('mediaFiles') as { toArray(): MediaFileLike[] } | undefined;
  return (list?.toArray() ?? []).flatMap((media) => {
    const file = media.get('file');
    const path = media.get('path');
    // The library's saved photos are listed too, without the draft mark: the dev site has those.
    return media.get('draft') === true && file instanceof Blob && typeof path === 'string' ? [{ path: path.replace(/^\//, ''), file }] : [];
  });
}

async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

type DraftAnswer = { route?: string; error?: string; refused?: { path: string; message: string }[] };

/** Sends a draft of an entry (its JSON text) to the dev site, with the photos uploaded since the last one. */
async function postDraft(file: string, text: string, photos: readonly { path: string; file: Blob }[]): Promise<DraftAnswer> {
  const media = await Promise.all(photos.map(async (photo) => ({ path: photo.path, content: await base64Of(photo.file) })));
  const response = await fetch('/editor/draft', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file, data: JSON.parse(text) as unknown, media }),
  });
  return (await response.json()) as DraftAnswer;
}

/** Leaving the entry (or closing the editor) drops its draft: the dev site shows the saved page again. */
function useDraftDroppedOnLeave(file: string | undefined): void {
  useEffect(() => {
    if (file === undefined) return;
    const drop = () =>
      void fetch('/editor/draft', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file, data: null }),
        keepalive: true,
      });
    window.addEventListener('pagehide', drop);
    return () => {
      window.removeEventListener('pagehide', drop);
      drop();
    };
  }, [file]);
}

/**
 * The address the preview shows and a version that changes each time the dev site has the entry as
 * typed: the preview's frame is keyed on it, so it reloads then.
 */
export function useDraftPreview(entry: PreviewEntry, pagesFolder: string): { route: string | undefined; version: number; error: string | undefined } {
  const file = fileOfEntry(entry, pagesFolder);
  const text = JSON.stringify(dataOf(entry));
  const [state, setState] = useState<{ route: string | undefined; version: number; error: string | undefined }>({
    route: undefined,
    version: 0,
    error: undefined,
  });
  const sent = useRef<string | undefined>(undefined);
  // Answers can come back out of order (a new page's first draft waits for the dev site): only the
  // answer to the latest draft sets the preview.
  const latest = useRef(0);
  // Each uploaded photo is sent once, with the first draft after its upload.
  const sentMedia = useRef(new Set<string>());
  // Why an uploaded photo was refused, by its path: said for as long as the entry holds it.
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const media = draftMedia(entry);
  const mediaKey = media.map((photo) => photo.path).join('\n');
  // A saved entry opened as it is needs no draft: the dev site shows its file.
  const opened = useRef(`${file}\n${text}\n${mediaKey}`);
  useEffect(() => {
    const key = `${file}\n${text}\n${mediaKey}`;
    if (file === undefined || sent.current === key || (sent.current === undefined && key === opened.current && entry.get('path'))) return;
    const timer = setTimeout(
      () => {
        const [problem, ...more] = entryProblems(entry);
        if (problem !== undefined) {
          // The last page the site could build stays in the frame; the field's own message says what to fix.
          const others = more.length === 0 ? '' : ` (and ${more.length} more)`;
          setState((previous) => ({
            ...previous,
            error: `The preview shows the page again once the site can build it: ${problem.path}: ${problem.message}${others}`,
          }));
          return;
        }
        sent.current = key;
        const request = ++latest.current;
        const fresh = media.filter((photo) => !sentMedia.current.has(photo.path));
        for (const photo of fresh) sentMedia.current.add(photo.path);
        void postDraft(file, text, fresh)
          .then((answer) => {
            if (answer.refused?.length)
              setRefused((previous) => new Map([...previous, ...answer.refused!.map(({ path, message }) => [path, message] as const)]));
            if (request !== latest.current) return;
            setState((previous) => ({ route: answer.route ?? previous.route, version: previous.version + 1, error: answer.error }));
          })
          .catch((error: unknown) => setState((previous) => ({ ...previous, error: `The preview could not be updated: ${String(error)}` })));
        // A photo just uploaded goes at once: the editor's thumbnail of it waits for it (cms-server.ts).
      },
      media.some((photo) => !sentMedia.current.has(photo.path)) ? 0 : PAUSE_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- media and entry are new objects each render; mediaKey and text say when they changed
  }, [file, text, mediaKey]);
  useDraftDroppedOnLeave(file);
  const refusals = media.flatMap((photo) => refused.get(photo.path) ?? []);
  return { ...state, error: [state.error, ...refusals].filter(Boolean).join(' ') || undefined };
}
