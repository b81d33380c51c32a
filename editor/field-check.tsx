/**
 * The site's own content check (lib/content/check-entry.ts), run in the editor on the entry being
 * edited, its problems shown on the fields they are about. Decap validates a field with its
 * `required` and `pattern` settings and with its control's `isValid()`, and refuses to save while
 * any field has an error (its persistEntry reads the draft's fieldsErrors): so every widget's control
 * is wrapped in one that answers `isValid()` with the check's problems at its own JSON path. Decap
 * does not tell a control its path; the wrapper works it out from the ids of the controls around it
 * (each object and list control is wrapped too, and a list's item keys give the item's index).
 *
 * This runs wherever the editor runs, the GitHub backend included; the server's check after a save
 * (the panel under the editor, locally) stays as the second line.
 */
import { Component, type ComponentType, createRef, type ReactNode } from 'react';
import { checkEntry, type EntryContext } from '../lib/content/check-entry';
import { formatJsonPath } from '../lib/content/problems';
import { inspectImage } from '../lib/images/inspect';
import type { ContentProblem } from '../lib/content/problems';
import { type CmsCollection, keptEmptyNames, VALUE_FIELD } from '../scripts/lib/cms-config';
import { SEARCH_KEY } from './search';
import { namedItemId } from './widgets';

/** An entry of Decap's store, as far as the check reads it. */
interface EntryLike {
  get(key: string): unknown;
}

interface ImmutableLike extends EntryLike {
  toJS(): unknown;
}

interface ControlProps {
  forID: string;
  field: ImmutableLike;
  parentIds?: (string | undefined)[];
  entry?: ImmutableLike;
  getEntry?: () => ImmutableLike;
  validate: () => void;
  [key: string]: unknown;
}

interface InnerControl {
  isValid?: () => unknown;
  validate?: () => void;
  focus?: (path?: unknown) => void;
  getValidateValue?: () => unknown;
  getWrappedInstance?: () => InnerControl;
  state?: { keys?: string[] };
  /** A list control's: removes item `index`. */
  handleRemove?: RemoveHandler;
  forceUpdate?: () => void;
  shouldComponentUpdate?: (props: ControlProps, state: unknown) => boolean;
}

/** Set by the editor from settings.json (and again after each local save: a new page is a new route). */
let context: EntryContext | undefined;
/** The fields whose "" is their value (an alt text of a decorative image), which a save keeps. */
let keptEmpty = new Set<string>();
export function setCheckContext(next: EntryContext, config?: { collections: CmsCollection[] }): void {
  context = next;
  if (config) keptEmpty = keptEmptyNames(config.collections);
  cache = new WeakMap();
}

/**
 * The entry as its file will hold it: Decap keeps a field emptied in the editor as "" (or null),
 * which the save drops (scripts/lib/cms-format.ts), but for the fields whose "" is a value.
 */
function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asSaved(item) ?? null);
  if (value === null || typeof value !== 'object') return value === '' || value === null ? undefined : value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const saved = item === '' && keptEmpty.has(key) ? '' : asSaved(item);
    if (saved !== undefined) out[key] = saved;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** Every mounted control, by the id Decap gave it, in the order they mounted (the form's order). */
const controls = new Map<string, CheckedControl>();

/** The file an entry is saved to; a new page has no path yet and is checked as a page of the brand. */
function fileOf(entry: EntryLike, brand: string): string {
  const path = entry.get('path');
  return typeof path === 'string' && path !== '' ? path : `content/${brand}/pages/new-page.json`;
}

type RemoveHandler = (index: number, event: { preventDefault(): void }) => void;

let cache = new WeakMap<object, ContentProblem[]>();

/**
 * What lib/images/inspect says of each photo uploaded into the entry and not saved yet, by its file: judged
 * by its bytes in the browser (the same check the content check and the edit server run), so a file named
 * .png that is a web page is refused at its field before a save is tried, in the GitHub mode too. Reading a
 * file is asynchronous: a verdict still being read counts as none, and the save asks again.
 */
const uploadVerdicts = new WeakMap<Blob, string | undefined>();
const uploadsBeingRead = new WeakMap<Blob, Promise<string | undefined>>();

function readUpload(name: string, file: Blob): Promise<string | undefined> {
  let reading = uploadsBeingRead.get(file);
  if (reading === undefined) {
    reading = file.arrayBuffer().then((buffer) => {
      const [problem] = inspectImage(name, new Uint8Array(buffer), window);
      const verdict = problem === undefined ? undefined : `${name}: ${problem.message}`;
      uploadVerdicts.set(file, verdict);
      // The entry's problems were worked out without this verdict.
      cache = new WeakMap();
      return verdict;
    });
    uploadsBeingRead.set(file, reading);
  }
  return reading;
}

function uploadVerdict(name: string, file: Blob): string | undefined {
  if (!uploadVerdicts.has(file)) void readUpload(name, file);
  return uploadVerdicts.get(file);
}

/** The photos uploaded into the entry and not saved yet, with their file names. */
function draftUploads(entry: EntryLike | undefined): { name: string; blob: Blob }[] {
  const media = (entry?.get('mediaFiles') as { toArray?(): ImmutableLike[] } | undefined)?.toArray?.() ?? [];
  return media.flatMap((item) => {
    const path = item.get('path');
    const blob = item.get('file');
    return item.get('draft') === true && typeof path === 'string' && blob instanceof Blob ? [{ name: path.split('/').at(-1) ?? path, blob }] : [];
  });
}

/**
 * A field showing an upload whose bytes are still being read answers with the reading (Decap shows "… is
 * processing" and holds the save), which fails with the refusal when there is one: a save clicked right
 * after the upload is stopped at the field too, not by the edit server's refusal after it.
 */
function uploadBeingRead(entry: EntryLike | undefined, value: unknown): Promise<void> | undefined {
  const upload = draftUploads(entry).find(({ name, blob }) => value === `/images/${name}` && !uploadVerdicts.has(blob));
  if (upload === undefined) return undefined;
  return readUpload(upload.name, upload.blob).then((verdict) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Decap shows `${reason}` as the field's error: an Error would put 'Error: ' before the refusal
    if (verdict !== undefined) return Promise.reject(verdict);
    return undefined;
  });
}

/** Where the entry shows a file: the JSON paths whose value is its address (/images/name). */
function trailsOf(value: unknown, address: string, trail: (string | number)[] = []): (string | number)[][] {
  if (value === address) return [trail];
  if (Array.isArray(value)) return value.flatMap((item, index) => trailsOf(item, address, [...trail, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => trailsOf(item, address, [...trail, key]));
  return [];
}

/** The refused uploads of the entry, at each field that shows them (the entry's first field when none does). */
function uploadProblems(entry: EntryLike, file: string, raw: unknown): ContentProblem[] {
  return draftUploads(entry).flatMap(({ name, blob }) => {
    const message = uploadVerdict(name, blob);
    if (message === undefined) return [];
    const trails = trailsOf(raw, `/images/${name}`);
    return (trails.length > 0 ? trails : [[]]).map((trail) => ({ file, path: trail.length > 0 ? formatJsonPath(trail) : '(root)', message }));
  });
}

/** The check's problems of the entry as it would be saved (fields left empty are dropped, as cms-format does). */
function problemsOf(entry: EntryLike | undefined): ContentProblem[] {
  if (entry === undefined || context === undefined) return [];
  const data = entry.get('data') as ImmutableLike | undefined;
  if (data === undefined) return [];
  const cached = cache.get(data);
  if (cached) return cached;
  // The visible text the pages list searches (editor/search.ts) is Decap's, never written to the file.
  const { [SEARCH_KEY]: _searchText, ...saved } = data.toJS() as Record<string, unknown>;
  const raw = asSaved(saved) ?? {};
  // A photo uploaded into this entry and not saved yet is one the save will write.
  const uploaded = ((entry.get('mediaFiles') as ImmutableLike | undefined)?.toJS() as { path?: string }[] | undefined) ?? [];
  const photos = [...context.photos, ...uploaded.flatMap((media) => (typeof media.path === 'string' ? [media.path.replace(/^\/+/, '')] : []))];
  const file = fileOf(entry, context.brand);
  const problems = [...checkEntry(file, raw, { ...context, photos }), ...uploadProblems(entry, file, raw)];
  cache.set(data, problems);
  return problems;
}

/**
 * The check's problems of the entry as typed (the preview shows a page only once the site can build it:
 * a draft the check refuses would be the dev site's error page, and an uncaught error in its frame).
 */
export function entryProblems(entry: EntryLike | undefined): readonly ContentProblem[] {
  return problemsOf(entry);
}

function innerOf(ref: InnerControl | null): InnerControl | null {
  return ref?.getWrappedInstance ? ref.getWrappedInstance() : ref;
}

class CheckedControl extends Component<ControlProps> {
  static Inner: ComponentType<Record<string, unknown>>;
  private readonly inner = createRef<InnerControl>();

  componentDidMount(): void {
    controls.set(this.props.forID, this);
    const list = this.props.field.get('widget') === 'list' ? innerOf(this.inner.current) : null;
    if (list?.handleRemove) {
      // Decap removes a list item (a block, a button) at one click; a marketer is asked first.
      const remove = list.handleRemove;
      list.handleRemove = (index, event) => {
        event.preventDefault();
        const label = String(this.props.field.get('label') ?? this.props.field.get('name'));
        if (window.confirm(`Delete item ${index + 1} of “${label}”? It leaves the file when you save.`)) remove(index, event);
      };
      list.forceUpdate?.();
    }
  }

  componentWillUnmount(): void {
    if (controls.get(this.props.forID) === this) controls.delete(this.props.forID);
  }

  /** Its JSON path in the entry: the names of the objects and lists around it, and its index in each list. */
  path(): (string | number)[] {
    const out: (string | number)[] = [];
    const ids = this.props.parentIds ?? [];
    for (let index = 0; index < ids.length; index++) {
      const around = ids[index] === undefined ? undefined : controls.get(ids[index] as string);
      if (around === undefined) continue;
      out.push(String(around.props.field.get('name')));
      const next = ids[index + 1];
      const keys = innerOf(around.inner.current)?.state?.keys;
      const itemAt = keys?.indexOf(next as string) ?? -1;
      if (around.props.field.get('widget') === 'list' && itemAt !== -1) {
        out.push(itemAt);
        index++;
      } else if (around.props.field.get('widget') === 'named-list' && next?.startsWith(namedItemId(around.props.forID, ''))) {
        out.push(next.slice(namedItemId(around.props.forID, '').length));
        index++;
      }
    }
    // A map of plain values (site URL tokens): the item is the value, its one field has no name in the file.
    if (this.props.field.get('name') !== VALUE_FIELD) out.push(String(this.props.field.get('name')));
    return out;
  }

  private entry(): ImmutableLike | undefined {
    return this.props.getEntry?.() ?? this.props.entry;
  }

  /**
   * The problems of this field: those at its path, and, for the entry's first top-level field, those
   * at a place no field shows (a whole block, the whole file), named by their JSON path.
   */
  ownProblems(): string[] {
    const problems = problemsOf(this.entry());
    if (problems.length === 0) return [];
    const here = formatJsonPath(this.path());
    // An empty required field has Decap's own "… is required." already; the check's "Required" would say it twice.
    const saysRequired = this.props.field.get('required') !== false && isBlank(this.props.value);
    const own = problems.filter((problem) => problem.path === here && !(saysRequired && problem.message === 'Required')).map((problem) => problem.message);
    const first = [...controls.values()].find((control) => (control.props.parentIds ?? []).length === 0 && !isContainer(control));
    if (first !== this) return own;
    const shown = new Set([...controls.values()].map((control) => formatJsonPath(control.path())));
    const elsewhere = problems.filter((problem) => !shown.has(problem.path)).map((problem) => `${problem.path}: ${problem.message}`);
    return [...own, ...elsewhere];
  }

  isValid = (): unknown => {
    const messages = this.ownProblems();
    if (messages.length > 0) return { error: { type: 'CUSTOM', parentIds: this.props.parentIds, message: messages.join(' ') } };
    return uploadBeingRead(this.entry(), this.props.value) ?? innerOf(this.inner.current)?.isValid?.() ?? true;
  };

  /**
   * A field asks Decap's Widget, which runs required, pattern and isValid. An object or a list runs
   * its own validation (a list's length), then every field inside it: Decap's object control keeps
   * its fields by name and lets a nested field of the same name take the place of its own (a hero's
   * `selection.headline` hid the hero's `headline`, which was then never checked and saved empty).
   */
  validate = (): void => {
    const inner = innerOf(this.inner.current);
    if (!isContainer(this)) {
      this.props.validate();
      return;
    }
    inner?.validate?.();
    for (const control of controls.values()) {
      if (!isContainer(control) && (control.props.parentIds ?? []).includes(this.props.forID)) control.props.validate();
    }
  };

  focus(path?: unknown): void {
    const inner = innerOf(this.inner.current);
    if (inner?.focus) inner.focus(path);
    else document.getElementById(this.props.forID)?.focus();
  }

  getValidateValue = (): unknown => innerOf(this.inner.current)?.getValidateValue?.();

  /**
   * Decap's Widget asks its control whether to draw again: the wrapped control's own answer (an image
   * control waits on the media library's choice, which is not its value), else Widget's own rule.
   */
  shouldComponentUpdate(next: ControlProps): boolean {
    const inner = innerOf(this.inner.current);
    if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next, inner.state);
    return next.value !== this.props.value || next.classNameWrapper !== this.props.classNameWrapper || next.hasActiveStyle !== this.props.hasActiveStyle;
  }

  render(): ReactNode {
    const Inner = (this.constructor as typeof CheckedControl).Inner;
    return <Inner {...this.props} ref={this.inner} />;
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isContainer(control: CheckedControl): boolean {
  const widget = control.props.field.get('widget');
  return widget === 'object' || widget === 'list' || widget === 'named-list' || widget === 'variant';
}

interface WidgetRegistry {
  getWidget(name: string): { control: unknown } | undefined;
}

/** Wraps the controls of Decap's widgets that content fields use (scripts/lib/cms-config.ts) in the check. */
export function checkFieldsWithTheContentCheck(cms: WidgetRegistry, widgets: readonly string[]): void {
  for (const name of widgets) {
    const widget = cms.getWidget(name);
    if (widget === undefined) continue;
    // The registry's entry is changed in place: registering again would drop its other settings (allowMapValue, styles).
    const Checked = class extends CheckedControl {};
    Checked.Inner = widget.control as ComponentType<Record<string, unknown>>;
    widget.control = Checked;
  }
}
