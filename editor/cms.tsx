/**
 * The browser editor (Decap CMS), bundled by scripts/edit.ts from node_modules and served only by it
 * on 127.0.0.1: nothing here reaches an export. It adds to Decap what the site needs:
 * - a preview that is the real page on the dev site (the site's own components), with the change as
 *   typed (preview.tsx) and after each save;
 * - search by the text a visitor sees, and the route in the pages list (search.ts);
 * - the site's own content check after each save, its problems shown in the editor's words, in a
 *   panel under the editor and above each preview;
 * - the site's own content check on every field, before a save (field-check.tsx), and forms for the
 *   model's maps and unions (widgets.tsx): nothing is typed as JSON.
 */
import DecapCmsApp from 'decap-cms-app';
import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { EntryContext } from '../lib/content/check-entry';
import type { CmsCollection, CmsField } from '../scripts/lib/cms-config';
import { checkFieldsWithTheContentCheck, setCheckContext } from './field-check';
import { type PreviewEntry, useDraftPreview } from './preview';
import { PAGE_FORMAT, pageFormat } from './search';
import { registerModelWidgets } from './widgets';

interface EditorProblem {
  file: string;
  line: string;
  field: string;
  message: string;
}

/** settings.json beside the page (scripts/lib/cms-server.ts writes it). */
interface EditorSettings {
  brand: string;
  /** The dev site's origin, e.g. http://127.0.0.1:3000 (npm run edit only). */
  site?: string;
  /** Where the content check answers (npm run edit only; in production CI checks each pull request). */
  checkUrl?: string;
  /** Decap's configuration, generated from the content model. */
  config: Record<string, unknown>;
  /** What the content check of an entry needs to know of the rest of the content (editor/field-check.tsx). */
  checkContext: EntryContext;
  /** Where a fresh checkContext answers after a save (npm run edit only). */
  checkContextUrl?: string;
}

/** What the editor knows of the content check: the problems after the last save, and how many saves. */
let state: { problems: EditorProblem[]; saves: number; checked: boolean } = { problems: [], saves: 0, checked: false };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let checkUrl: string | undefined;
let checkContextUrl: string | undefined;

async function refresh(saved: boolean): Promise<void> {
  // A saved new page is a route the next entry's links may name.
  if (saved && checkContextUrl !== undefined) setCheckContext((await (await fetch(checkContextUrl, { cache: 'no-store' })).json()) as EntryContext);
  if (checkUrl === undefined) return;
  const response = await fetch(checkUrl, { cache: 'no-store' });
  const problems = (await response.json()) as EditorProblem[];
  state = { problems, saves: state.saves + (saved ? 1 : 0), checked: true };
  for (const listener of listeners) listener();
}

function useCheck() {
  return useSyncExternalStore(subscribe, () => state);
}

/** content/AXC/pages/a/b.json -> /a/b/; content/AXC/pages/index.json -> /; any other file -> / (its brand's home). */
function routeOf(path: string | undefined): string {
  const match = /^content\/[A-Z]+\/pages\/(.*)\.json$/.exec(path ?? '');
  if (!match?.[1]) return '/';
  const segments = match[1].split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

function ProblemList({ problems, label }: { problems: EditorProblem[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <section aria-label={label} style={{ border: '2px solid #b00020', padding: '0.5rem 1rem', margin: '0 0 1rem', background: '#fff5f5', color: '#222' }}>
      <h2 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: the build will refuse this until it is fixed
      </h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {problems.map((problem) => (
          <li key={problem.line} title={problem.line}>
            <strong>{problem.field}</strong>: {problem.message} <small>({problem.file})</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The content check under the editor: every problem of the brand's content after the last save. */
function CheckPanel({ site }: { site: string }) {
  const { problems, checked } = useCheck();
  const [open, setOpen] = useState(true);
  return (
    <div
      style={{
        maxHeight: open ? '40vh' : undefined,
        overflow: 'auto',
        padding: '0.5rem 1rem',
        background: '#fff',
        borderTop: '1px solid #ccc',
        font: '14px/1.4 system-ui, sans-serif',
      }}
    >
      <p role="status" style={{ margin: 0 }}>
        Content check:{' '}
        {!checked
          ? 'running…'
          : problems.length === 0
            ? 'no problems, the build will accept this content.'
            : `${problems.length} problem${problems.length === 1 ? '' : 's'}.`}{' '}
        Site:{' '}
        <a href={site} target="_blank" rel="noreferrer">
          {site}
        </a>{' '}
        {problems.length > 0 ? (
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide problems' : 'Show problems'}
          </button>
        ) : null}
      </p>
      {open ? <ProblemList problems={problems} label="Content problems" /> : null}
    </div>
  );
}

interface PreviewProps {
  entry: PreviewEntry;
}

/** The preview pane: the problems of this file, then the page as the dev site renders it with the change as typed (preview.tsx). */
function pagePreview(site: string, pagesFolder: string) {
  return function PagePreview({ entry }: PreviewProps) {
    const { problems, saves } = useCheck();
    const file = entry.get('path') as string | undefined;
    const draft = useDraftPreview(entry, pagesFolder);
    const route = draft.route ?? routeOf(file);
    const url = `${site}${route}`;
    const own = problems.filter((problem) => problem.file === file);
    return (
      <div style={{ font: '14px/1.4 system-ui, sans-serif' }}>
        <ProblemList problems={own} label="Problems in this file" />
        <p>
          The page as the site renders it, with your changes as you type (Publish writes them):{' '}
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </p>
        {draft.error ? <p role="alert">{draft.error}</p> : null}
        <iframe key={`${saves}-${draft.version}`} title={`Page ${route}`} src={url} style={{ width: '100%', height: '80vh', border: '1px solid #ccc' }} />
      </div>
    );
  };
}

/** The widgets scripts/lib/cms-config.ts gives content fields: each is checked by the site's content check. */
const CHECKED_WIDGETS = [
  'string',
  'text',
  'markdown',
  'image',
  'number',
  'boolean',
  'select',
  'object',
  'list',
  'named-list',
  'variant',
  'scalar',
  'element-id',
];

type Phrases = Record<string, Record<string, Record<string, string>>>;

/**
 * Decap's English words, with its save buttons saying what they do here: locally the save writes
 * the working tree ("this computer's copy"); in the GitHub mode it proposes a change for review.
 */
function savingWords(english: unknown, review: boolean): Phrases {
  const phrases = structuredClone(english) as Phrases;
  const toolbar = phrases.editor?.editorToolbar ?? {};
  const local = {
    publish: 'Save',
    publishNow: "Save to this computer's copy",
    publishing: 'Saving…',
    published: 'Saved',
    publishAndCreateNew: "Save to this computer's copy and add another",
    publishAndDuplicate: "Save to this computer's copy and duplicate",
  };
  Object.assign(toolbar, review ? { save: 'Propose this change for review', saving: 'Proposing…' } : local);
  return phrases;
}

/**
 * Decap's save rejects with no reason when a field has an error (it has shown the error at the
 * field already), and nobody catches it: the console would say "Uncaught (in promise) undefined".
 */
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});

/**
 * The Add menu of a list of blocks says what each block is: its one-line description from the model
 * (the type's hint), shown under its name by index.html's style. An attribute is all that is added to
 * Decap's menu items, which React leaves alone.
 */
function describeMenuItems(config: { collections: CmsCollection[] }): void {
  const descriptions = new Map<string, string>();
  const walk = (fields: readonly CmsField[] | undefined): void => {
    for (const field of fields ?? []) {
      for (const type of field.types ?? []) if (type.hint) descriptions.set(type.label, type.hint);
      walk(field.fields);
      walk(field.types);
    }
  };
  for (const collection of config.collections) walk(collection.fields);
  const label = (item: Element) => item.textContent?.trim() ?? '';
  new MutationObserver(() => {
    for (const item of document.querySelectorAll('[role="menuitem"]:not([data-description])')) {
      const description = descriptions.get(label(item));
      if (description !== undefined) item.setAttribute('data-description', description);
    }
  }).observe(document.body, { childList: true, subtree: true });
}

async function start(): Promise<void> {
  const settings = (await (await fetch('settings.json', { cache: 'no-store' })).json()) as EditorSettings;
  document.title = `${settings.brand} content editor`;
  checkUrl = settings.checkUrl;
  checkContextUrl = settings.checkContextUrl;
  setCheckContext(settings.checkContext, settings.config as unknown as { collections: CmsCollection[] });
  const cms = DecapCmsApp;
  registerModelWidgets(cms);
  checkFieldsWithTheContentCheck(cms, CHECKED_WIDGETS);
  cms.registerLocale('en', savingWords(cms.getLocale('en'), settings.config.publish_mode === 'editorial_workflow'));
  const pages = (settings.config.collections as { name: string; folder?: string; fields?: never[] }[]).find((collection) => collection.name === 'pages');
  if (pages?.fields) cms.registerCustomFormat(PAGE_FORMAT, 'json', pageFormat(pages.fields));
  if (settings.site !== undefined) {
    // Drafts left by an editor tab closed without a word would stay on the dev site: a start drops them.
    await fetch('/editor/draft', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reset: true }) });
    const preview = pagePreview(settings.site, pages?.folder ?? `content/${settings.brand}/pages`);
    for (const name of ['pages', 'site', 'site-urls', 'link-groups', 'footer', 'calculator-frames']) cms.registerPreviewTemplate(name, preview as never);
  }
  cms.registerEventListener({ name: 'postSave', handler: () => void refresh(true) });
  describeMenuItems(settings.config as unknown as { collections: CmsCollection[] });
  cms.init({ config: settings.config as never });
  const panel = document.getElementById('content-check');
  // In production the check runs on each pull request (bash .ci/run); locally it answers after each save.
  if (panel && settings.site !== undefined) createRoot(panel).render(<CheckPanel site={settings.site} />);
  await refresh(false);
}

void start();
