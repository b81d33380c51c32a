/**
 * The editor's forms for the two shapes of the content model that Decap has no widget for
 * (scripts/lib/cms-config.ts generates their fields from the model):
 * - `named-list`: a map (link groups by name, a form's settings by name) as a list of named items,
 *   stored back as the same map; an item's fields are Decap's own (its object control);
 * - `variant`: a union of objects told apart by one field (a lead form's submit "handler"): a choice
 *   of the variants, then the chosen variant's own fields;
 * - `scalar`: a setting that is text, a number or yes/no, which keeps its kind;
 * - `element-id`: an id made when its block is added, never typed.
 * Nothing is typed as JSON. Decap's draft holds the file's shape (the map, the object), so the save,
 * the preview and the content check see what the file will hold.
 */
import { Component, type ComponentType, createRef, type ReactNode } from 'react';

/** Decap's Immutable values (its own copy of immutable.js: nothing of ours constructs one). */
interface Imm {
  get(key: string | number, fallback?: unknown): unknown;
  set(key: string, value: unknown): Imm;
  remove(key: string): Imm;
  clear(): Imm;
  toOrderedMap(): Imm;
  has(key: string): boolean;
  entrySeq(): { toArray(): [string, unknown][] };
  toJS(): unknown;
}

type Props = {
  forID: string;
  field: Imm;
  value: unknown;
  onChange: (value: unknown) => void;
  classNameWrapper: string;
  parentIds?: (string | undefined)[];
  t: (key: string, values?: Record<string, unknown>) => string;
  [key: string]: unknown;
};

interface Validating {
  validate?: () => void;
  focus?: (path?: unknown) => void;
}

function isMap(value: unknown): value is Imm {
  return value !== null && typeof value === 'object' && typeof (value as Imm).entrySeq === 'function' && typeof (value as Imm).remove === 'function';
}

/** A scalar field's value as the text its input shows: a number or yes/no as typed, anything else (nothing yet) empty. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

const box = { border: '1px solid #dfdfe3', borderRadius: 5, padding: '0.5rem 0.75rem', margin: '0.5rem 0' } as const;
const smallButton = { font: 'inherit', padding: '0.25rem 0.75rem', margin: '0.25rem 0.5rem 0.25rem 0', cursor: 'pointer' } as const;

/** The props Decap's object control needs to draw the fields of `field` for `value`, under our own control. */
function objectProps(
  props: Props,
  field: Imm,
  value: unknown,
  onChange: (name: string, value: unknown) => void,
  forID: string | undefined,
  ref: (control: Validating | null) => void,
) {
  return {
    ...props,
    field,
    value,
    forID,
    forList: true,
    collapsed: false,
    ref,
    onChangeObject: (child: Imm, next: unknown) => onChange(String(child.get('name')), next),
    parentIds: [...(props.parentIds ?? []), props.forID],
  };
}

interface Item {
  /** React's key: stays while the name is typed. */
  id: number;
  name: string;
  value: unknown;
}

/** The id of an item's fields, from which editor/field-check.tsx reads the item's name (the key in the file). */
export function namedItemId(listId: string, name: string): string {
  return `${listId}::${name}`;
}

let nextId = 0;

interface NamedListState {
  items: Item[];
  /** The value the items were made from, or the map they were last given to Decap as. */
  source: unknown;
}

/**
 * The items of a map in the file's order. Decap holds a file's objects as immutable.js Maps, which
 * keep no order past eight keys (the nine link groups came in hash order); the entry's text does, so
 * the names are ordered as the first object of the file with exactly these keys has them.
 */
function itemsOf(value: unknown, raw?: unknown): Item[] {
  const entries = isMap(value) ? value.entrySeq().toArray() : [];
  const order =
    typeof raw === 'string'
      ? keyOrder(
          raw,
          entries.map(([name]) => name),
        )
      : undefined;
  if (order) entries.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return entries.map(([name, item]) => ({ id: nextId++, name, value: item }));
}

function keyOrder(raw: string, names: string[]): string[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const wanted = [...names].sort().join('\u0000');
  const find = (node: unknown): string[] | undefined => {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Array.isArray(node) && Object.keys(node).sort().join('\u0000') === wanted) return Object.keys(node);
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return names.length > 1 ? find(data) : undefined;
}

function rawOf(props: Props): unknown {
  return (props.getEntry as (() => Imm) | undefined)?.()?.get('raw');
}

/** The map a list's items make: named items, each name once (namesProblem keeps the save from happening meanwhile). */
function mapOf(field: Props['field'], items: readonly Item[]) {
  let map = field.clear().toOrderedMap();
  for (const item of items) if (item.name !== '' && !map.has(item.name)) map = map.set(item.name, item.value);
  return map;
}

/** The first problem with the items' names: one missing, one used twice, one its pattern refuses. */
function namesProblem(items: readonly Item[], pattern: Imm | undefined): string | undefined {
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (item.name.trim() === '') return `Item ${index + 1} needs a name.`;
    if (seen.has(item.name)) return `Two items are named “${item.name}”: each needs its own name.`;
    if (pattern && !new RegExp(String(pattern.get(0))).test(item.name)) return `“${item.name}”: ${String(pattern.get(1))}`;
    seen.add(item.name);
  }
  return undefined;
}

/** One item of a named list: its number and name, the name's input, its fields (Decap's own object control), its delete button. */
function NamedItem({
  item,
  index,
  keyLabel,
  ObjectControl,
  objectControlProps,
  nameId,
  onRename,
  onRemove,
}: {
  item: Item;
  index: number;
  keyLabel: string;
  ObjectControl: ComponentType<Record<string, unknown>>;
  objectControlProps: Record<string, unknown>;
  nameId: string;
  onRename: (name: string) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <legend>
        {index + 1}. {item.name || 'New item'}
      </legend>
      <label htmlFor={nameId} style={{ display: 'block', fontWeight: 600 }}>
        {keyLabel}
      </label>
      <input id={nameId} value={item.name} onChange={(event) => onRename(event.target.value)} style={{ width: '100%', padding: '0.4rem', font: 'inherit' }} />
      <ObjectControl {...objectControlProps} />
      <button type="button" style={smallButton} onClick={onRemove}>
        Delete “{item.name || 'New item'}”
      </button>
    </>
  );
}

/**
 * A map as a list of named items: add, rename, delete (asked first); names must be there and differ.
 * Over 80 lines because it is a class (Decap calls isValid and validate on a control's instance, so a control
 * must be one), made inside a function because it renders the ObjectControl Decap hands over; each method is short.
 */
function namedListControl(ObjectControl: ComponentType<Record<string, unknown>>) {
  return class NamedListControl extends Component<Props, NamedListState> {
    private readonly controls = new Map<number, Validating>();

    constructor(props: Props) {
      super(props);
      this.state = { items: itemsOf(props.value, rawOf(props)), source: props.value };
    }

    /** A value that is not the map this control last gave Decap came from elsewhere (the entry loaded, a backup restored). */
    static getDerivedStateFromProps(props: Props, state: NamedListState): Partial<NamedListState> | null {
      return props.value === state.source ? null : { items: itemsOf(props.value, rawOf(props)), source: props.value };
    }

    private emit(items: Item[]): void {
      const map = mapOf(this.props.field, items);
      this.setState({ items, source: map });
      this.props.onChange(map);
    }

    /** An item renamed ({ name }) or its fields changed ({ value }). */
    private readonly update = (id: number, patch: Partial<Pick<Item, 'name' | 'value'>>) =>
      this.emit(this.state.items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

    private readonly add = () => {
      const fields = this.props.field.get('fields');
      this.emit([...this.state.items, { id: nextId++, name: '', value: fields ? this.props.field.clear() : undefined }]);
    };

    private readonly remove = (item: Item) => {
      const label = String(this.props.field.get('label'));
      if (window.confirm(`Delete “${item.name || 'the unnamed item'}” from “${label}”? It leaves the file when you save.`))
        this.emit(this.state.items.filter((other) => other !== item));
    };

    /** What is wrong with the names, in sentences; Decap shows it at the field and does not save. */
    isValid = (): unknown => {
      const message = namesProblem(this.state.items, this.props.field.get('key_pattern') as Imm | undefined);
      return message === undefined ? true : { error: { type: 'CUSTOM', parentIds: this.props.parentIds, message } };
    };

    validate = (): void => {
      (this.props.validate as () => void)();
      for (const control of this.controls.values()) control.validate?.();
    };

    render(): ReactNode {
      const { field, forID, classNameWrapper } = this.props;
      const single = field.get('field') !== undefined;
      const keyLabel = String(field.get('key_label', 'Name'));
      return (
        <div className={classNameWrapper} id={forID}>
          {this.state.items.map((item, index) => (
            <fieldset key={item.id} style={box}>
              <NamedItem
                item={item}
                index={index}
                keyLabel={keyLabel}
                ObjectControl={ObjectControl}
                objectControlProps={objectProps(
                  this.props,
                  field,
                  item.value,
                  (name, next) => this.update(item.id, { value: single ? next : (item.value as Imm).set(name, next) }),
                  namedItemId(forID, item.name),
                  (control) => (control ? this.controls.set(item.id, control) : this.controls.delete(item.id)),
                )}
                nameId={`${forID}-name-${item.id}`}
                onRename={(name) => this.update(item.id, { name })}
                onRemove={() => this.remove(item)}
              />
            </fieldset>
          ))}
          <button type="button" style={smallButton} onClick={this.add}>
            Add to {String(field.get('label'))}
          </button>
        </div>
      );
    }
  };
}

/** A union of objects: which kind (a select of the variants' labels), then that kind's own fields. */
function variantControl(ObjectControl: ComponentType<Record<string, unknown>>) {
  return class VariantControl extends Component<Props> {
    private readonly fields = createRef<Validating>();

    private typeKey(): string {
      return String(this.props.field.get('variant_key'));
    }

    private types(): Imm[] {
      const types = this.props.field.get('variants') as { toArray(): Imm[] } | undefined;
      return types?.toArray() ?? [];
    }

    private readonly choose = (name: string) => {
      // A new kind starts from its own fields: what the other kind had does not belong to it.
      this.props.onChange(name === '' ? undefined : this.props.field.clear().set(this.typeKey(), name));
    };

    validate = (): void => {
      (this.props.validate as () => void)();
      this.fields.current?.validate?.();
    };

    render(): ReactNode {
      const { field, forID, classNameWrapper, value } = this.props;
      const typeName = isMap(value) ? value.get(this.typeKey()) : undefined;
      const current = typeof typeName === 'string' ? typeName : '';
      const type = this.types().find((candidate) => candidate.get('name') === current);
      const required = field.get('required') !== false;
      return (
        <div className={classNameWrapper}>
          <select
            id={forID}
            value={current}
            onChange={(event) => this.choose(event.target.value)}
            style={{ width: '100%', padding: '0.4rem', font: 'inherit' }}
          >
            {required && current !== '' ? null : <option value="">{required ? 'Choose one' : 'None (the default)'}</option>}
            {this.types().map((candidate) => (
              <option key={String(candidate.get('name'))} value={String(candidate.get('name'))}>
                {String(candidate.get('label'))}
                {candidate.get('hint') ? `: ${String(candidate.get('hint'))}` : ''}
              </option>
            ))}
          </select>
          {type ? (
            <ObjectControl
              {...objectProps(
                this.props,
                type,
                value,
                (name, next) => this.props.onChange((value as Imm).set(name, next)),
                undefined,
                (control) => {
                  (this.fields as { current: Validating | null }).current = control;
                },
              )}
            />
          ) : null}
        </div>
      );
    }
  };
}

/** A setting that is text, a number or yes/no: the kind is chosen, so 5000 stays a number in the file. */
class ScalarControl extends Component<Props> {
  private kind(): 'text' | 'number' | 'boolean' {
    return typeof this.props.value === 'number' ? 'number' : typeof this.props.value === 'boolean' ? 'boolean' : 'text';
  }

  private readonly setKind = (kind: string) => {
    const value = this.props.value;
    if (kind === 'number') this.props.onChange(Number(value) || 0);
    else if (kind === 'boolean') this.props.onChange(value === true || value === 'true');
    else this.props.onChange(scalarText(value));
  };

  render(): ReactNode {
    const { forID, classNameWrapper, value } = this.props;
    const kind = this.kind();
    return (
      <div className={classNameWrapper} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <select aria-label="Kind of value" value={kind} onChange={(event) => this.setKind(event.target.value)} style={{ padding: '0.4rem', font: 'inherit' }}>
          <option value="text">Text</option>
          <option value="number">Number</option>
          <option value="boolean">Yes or no</option>
        </select>
        {kind === 'boolean' ? (
          <input id={forID} type="checkbox" checked={value === true} onChange={(event) => this.props.onChange(event.target.checked)} />
        ) : (
          <input
            id={forID}
            type={kind === 'number' ? 'number' : 'text'}
            value={scalarText(value)}
            onChange={(event) => this.props.onChange(kind === 'number' ? Number(event.target.value) : event.target.value)}
            style={{ flex: 1, padding: '0.4rem', font: 'inherit' }}
          />
        )}
      </div>
    );
  }
}

/**
 * An element id (a block's, a button's, an item's): made when the block is added and kept from then
 * on, since links name it as /route#id. Nobody types one; it shows, so a marketer can copy it.
 */
class ElementIdControl extends Component<Props> {
  private empty(): boolean {
    return typeof this.props.value !== 'string' || this.props.value === '';
  }

  private readonly make = () => this.props.onChange(newElementId(String(this.props.field.get('id_prefix', 'item'))));

  componentDidMount(): void {
    // In an optional part left empty (a button's interstitial) an id would create that part: it is made on request there.
    if (this.empty() && this.props.field.get('required') !== false) this.make();
  }

  render(): ReactNode {
    const { forID, classNameWrapper, value } = this.props;
    return (
      <div className={classNameWrapper}>
        {this.empty() ? (
          <button id={forID} type="button" onClick={this.make} style={{ font: 'inherit', padding: '0.3rem 0.75rem' }}>
            Make an id
          </button>
        ) : (
          <input id={forID} readOnly value={String(value)} style={{ width: '100%', padding: '0.4rem', font: 'inherit', background: '#f4f4f6', border: 0 }} />
        )}
      </div>
    );
  }
}

/** "block-k3x9q2": a letter first and then letters, digits and hyphens, as an element id must be (lib/content/check-entry.ts). */
function newElementId(prefix: string, random: () => number = Math.random): string {
  const tail = Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  return `${prefix}-${tail}`;
}

interface WidgetRegistry {
  getWidget(name: string): { control: unknown } | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
}

/** Registers the three widgets, built on Decap's own object control (taken before field-check wraps it). */
export function registerModelWidgets(cms: WidgetRegistry): void {
  const ObjectControl = cms.getWidget('object')?.control as ComponentType<Record<string, unknown>>;
  cms.registerWidget('named-list', namedListControl(ObjectControl));
  cms.registerWidget('variant', variantControl(ObjectControl));
  cms.registerWidget('scalar', ScalarControl);
  cms.registerWidget('element-id', ElementIdControl);
}
