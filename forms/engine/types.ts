/**
 * What a form is: a typed definition the engine runs. The definition ties the fields to the schema
 * (a field's `name` must be a path of the schema's values) and the payload builder to the schema's
 * output (it takes `InferType<schema>`), so a definition whose parts disagree does not compile.
 */
import type { FieldPath, FieldValues, Mode } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import type { CrmConfig, FormContext } from '../attribution';
import { rowCount } from '../fields/rows';
import type { SubmitHandlerConfig } from '../submit/config';
import type { EmailValidator } from '../submit/email';
import type { EmailCheckConfig } from '../submit/email-check-config';
import type { SubmitHandler, SubmitPayload } from '../submit/types';

/** What reveal rules may look at besides the values: where the form is. */
export type FormEnv = {
  /** The page path, e.g. '/commercial/lending/equipment-finance/'. */
  path: string;
};

export type FieldOption = {
  value: string;
  label: string;
  disabled?: boolean;
  /** Offered only on the pages where this holds (the commercial form's Mixed-Use: the bridge page only). */
  when?: (env: FormEnv) => boolean;
};

/** The parts every field kind shares. */
type FieldBase<V extends FieldValues> = {
  name: FieldPath<V>;
  label: string;
  helperText?: string;
  /** Announced as required (aria-required); true unless set false. Validation is the schema's. */
  required?: boolean;
  autoComplete?: string;
  /** Reveal rule: the field is shown (and its value kept) only while this holds. */
  when?: (values: V, env: FormEnv) => boolean;
  /**
   * The other fields this field's rule reads (the loan amount must be below the property value): a
   * change to one of them checks this field again once it holds an answer or shows a message, so the
   * rule follows whichever field the visitor changes last (spec 03 §4, validation on every change).
   */
  reads?: readonly FieldPath<V>[];
  /**
   * The value the field starts with when it is not its kind's empty value ('' for most, false for a
   * checkbox, [] for a multi-select or checkbox group): the schema's `.default()`, repeated here so the
   * form can render before its schema has loaded (registry.test.ts checks that the two agree).
   */
  initial?: string | number;
};

/**
 * One field of a form. The kind picks the component of the field family (forms/ui) and what the form
 * state holds: a string for most, a boolean for `checkbox`, a list of values for `multiSelect` and
 * `checkboxGroup`.
 */
export type FieldDef<V extends FieldValues> =
  | (FieldBase<V> & { kind: 'text' | 'email'; maxLength?: number; placeholder?: string })
  | (FieldBase<V> & { kind: 'phone' | 'timeSlot' | 'currency' | 'checkbox' })
  /** `past`: a date in the past (a date of birth), today at the latest; otherwise from today on. */
  | (FieldBase<V> & { kind: 'date'; past?: boolean })
  | (FieldBase<V> & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (FieldBase<V> & { kind: 'select'; options: readonly FieldOption[]; placeholder?: string })
  | (FieldBase<V> & { kind: 'multiSelect'; options: readonly FieldOption[]; placeholder?: string })
  | (FieldBase<V> & { kind: 'checkboxGroup' | 'radio'; options: readonly FieldOption[]; inline?: boolean })
  | (FieldBase<V> & { kind: 'yesNo' })
  | (FieldBase<V> & { kind: 'zip'; maxLength?: number })
  | (FieldBase<V> & { kind: 'number'; min?: number; max?: number; step?: number; prefix?: string; suffix?: string });

export type FieldKind = FieldDef<FieldValues>['kind'];

/** A titled group of fields (a fieldset with its legend), e.g. 'Loan Details'. */
export type SectionDef<V extends FieldValues> = {
  kind: 'section';
  legend: string;
  fields: readonly FieldDef<V>[];
  when?: (values: V, env: FormEnv) => boolean;
};

/**
 * Rows the visitor adds and removes, from `min` to `max` (the vendor questionnaire's owners, 1 to 4):
 * a fieldset with its legend and helper text, each row a fieldset ('Owner 2') with a Remove button while
 * more than `min` are shown, an Add button while fewer than `max` are, and the count announced
 * ('2 of 4 owners'). The rows are numbered flat fields (fields/rows.ts): `rows[n - 1]` lists row n's
 * fields, the same kinds in the same order in every row, and the schema field `count` holds how many
 * are shown (`rowCountRule`; each later row's rules wrapped in `inRow`).
 */
export type RepeatDef<V extends FieldValues> = {
  kind: 'repeat';
  legend: string;
  helperText?: string;
  count: FieldPath<V>;
  min: number;
  max: number;
  /** A row's legend before its number: 'Owner' gives 'Owner 1'; the Remove button reads 'Remove Owner 1'. */
  rowLegend: string;
  /** The Add button's text, e.g. 'Add an owner'. */
  addLabel: string;
  /** The counted noun: 'owners' gives '2 of 4 owners'. */
  countNoun: string;
  rows: readonly (readonly FieldDef<V>[])[];
  when?: (values: V, env: FormEnv) => boolean;
};

export type FormItem<V extends FieldValues> = FieldDef<V> | SectionDef<V> | RepeatDef<V>;

/** Whether an item is a single field (not a section or a repeatable group, which hold fields). */
export function isField<V extends FieldValues>(item: FormItem<V>): item is FieldDef<V> {
  return item.kind !== 'section' && item.kind !== 'repeat';
}

/**
 * When the submit button can be pressed (spec 01 §4, spec 03 §4):
 * - `invalidOrSending`: disabled while the form is invalid or a send is under way (most forms);
 * - `spinner`: disabled while invalid, replaced by a spinner while sending (funding, commercial, advisor);
 * - `invalidOnly`: disabled only while invalid (the callback form);
 * - `sendingOnly`: disabled only while sending: a form in steps (StepForm), whose Next checks each
 *   step, so the whole form is invalid until its last step is answered.
 */
type ButtonPolicy = 'invalidOrSending' | 'spinner' | 'invalidOnly' | 'sendingOnly';

/**
 * A reset rule: when the field `on` changes, the fields `values(next)` names take those values, and
 * with `resetForm` every other field first goes back to its default (the quote form's loan purpose).
 */
export type ResetRule<V extends FieldValues> = {
  on: FieldPath<V>;
  values: (values: V) => Partial<V>;
  resetForm?: boolean;
  /**
   * Set the values without validating them: a field a reveal rule has just shown and emptied (the
   * broker form's cash out) should not greet the visitor with an error before they answer it.
   */
  quiet?: boolean;
};

/**
 * A check that could not run (the lookup's network failed, it answered 5xx or timed out): its message
 * is shown under the field, but it is no verdict on the value, so it does not disable the button and
 * the next Submit asks again.
 */
export type CheckNotRun = { notRun: string };

/**
 * An asynchronous check run after validation and before the send (the broker form's NMLS lookup):
 * a message puts the field in error and nothing is sent; undefined lets the send go on.
 */
type AsyncCheck<V extends FieldValues> = {
  field: FieldPath<V>;
  run: (values: V, signal: AbortSignal) => Promise<string | CheckNotRun | undefined>;
};

/**
 * Where a form's yup schema comes from: the registered forms import it (and yup with it) only when the
 * visitor first focuses the form, so a page with a form does not download yup to show it.
 */
type SchemaLoader<S extends AnyObjectSchema> = () => Promise<S>;

export type FormDefinition<S extends AnyObjectSchema> = {
  /**
   * The yup schema: the spec's rules and messages, and each field's default (`.default()`); or its
   * loader (the registered forms: `() => import('./schema').then(...)`), in which case each field's
   * start value is its kind's empty value or its `initial`.
   */
  schema: S | SchemaLoader<S>;
  /** The fields in page order. */
  fields: readonly FormItem<InferType<S>>[];
  /** The exact payload (pure, tested with tables of cases). */
  payload: (values: InferType<S>, context: FormContext) => SubmitPayload;
  /** When validation runs; 'all' (every change and blur) unless set. */
  mode?: Mode;
  button?: ButtonPolicy;
  /** The submit button's text; 'Submit' unless set. */
  submitLabel?: string;
  resets?: readonly ResetRule<InferType<S>>[];
  checks?: readonly AsyncCheck<InferType<S>>[];
  /** Long forms: a summary of the errors, linking to each field, above the form after a failed submit. */
  errorSummary?: boolean;
  /**
   * Fields the visitor must have touched (or given a value) before the button can be pressed, on top
   * of its policy (the clearing form: AUM and business type, spec 03 §4).
   */
  requireTouched?: readonly FieldPath<InferType<S>>[];
  /**
   * Values the page's URL preselects (the dealer form's `#collector-car-program`), applied in the
   * browser when the form starts, since the static page cannot know the URL it will be opened with.
   */
  fromLocation?: (location: { hash: string; search: string }) => Partial<InferType<S>>;
  /**
   * The form's consent box (a checkbox field): its label is the consent text the lead's consent
   * evidence hashes, exactly as shown, when the box is ticked (issue 41).
   */
  consent?: FieldPath<InferType<S>>;
  /**
   * The lead envelope's values when they are more than the form's own (issue 41): the values its
   * payload takes from elsewhere, which the lead relay needs to build the same payload (Apply Filters:
   * the quote's contact fields). The form's own values otherwise.
   */
  leadValues?: (values: InferType<S>) => Record<string, unknown>;
  /**
   * Each valid submit is a new send, and the form stays in place after one (the mortgage quote: each
   * 'Get My Rate' asks again). Without it a delivered form shows its success view and never sends again.
   */
  repeatable?: boolean;
};

/** Any form's definition, for code that runs every form alike (the registry's tests). */
export type AnyFormDefinition = FormDefinition<AnyObjectSchema>;

/** A form's own settings from the page's content (FormProps' `settings`). */
type FormSettings = Readonly<Record<string, string | number | boolean>>;

/** The props the lead-form block hands a form: what the page's content resolved at build time. */
export type FormProps = {
  /**
   * The form's id as its manifest gives it (the registry's FormLoader passes it): the lead envelope
   * names the form by it, and the tab's outbox keeps one lead per page and form under it.
   */
  form?: string;
  crm: CrmConfig;
  /** Where to send, as the block checked and resolved it at build time (default: log). */
  submit?: SubmitHandlerConfig;
  /** The email check the page names (default: submit/default-email-check.ts DEFAULT_EMAIL_CHECK). */
  emailCheck?: EmailCheckConfig;
  /**
   * The form's other endpoints by name, resolved and checked at build time (the quote's `rateWatch`
   * handler, the broker form's `nmlsLookup`); which names a form needs is in its manifest.ts.
   */
  services?: Readonly<Record<string, string>>;
  success?: { headline?: string; body?: string };
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The page's route; reveal rules that depend on the page read it (the same on the server and in the browser). */
  path?: string;
  /**
   * A form's own settings from the page's content (labels, ids and texts the spec leaves to the
   * business, e.g. a HubSpot subscription type id); which keys a form needs is in its manifest.ts.
   */
  settings?: FormSettings;
  /**
   * A form's option lists from the page's content, by list name (the block's `options`: the lists
   * spec 03 does not show, e.g. the broker form's credit score bands); which names a form takes and
   * the values each must include are in its manifest.ts (options).
   */
  options?: Readonly<Record<string, readonly { value: string; label: string }[]>>;
  /**
   * The messages each field's rule can give, by field name, read from the form's schema at build time
   * (forms/field-messages.ts): each field keeps room for the longest, so validation moves nothing.
   */
  fieldMessages?: Readonly<Record<string, readonly string[]>>;
  /**
   * The fields the form's schema refuses while the form is empty, read at build time
   * (forms/field-messages.ts): what the still-needed list names at its first check, so that its room
   * is kept from the first paint (`firstListed`).
   */
  neededAtFirst?: readonly string[];
  /** Tests only: the handler to send with instead of the one `submit` names. */
  handler?: SubmitHandler;
  /** Tests only: the email validator to use instead of the one `emailCheck` names. */
  emailValidator?: EmailValidator;
};

/**
 * A field's autocomplete token: its own, else `email` for a field of kind 'email' (the visitor's own
 * address, unless the field says otherwise: the vendor questionnaire's owner and insurer addresses say 'off').
 */
export function autoCompleteOf<V extends FieldValues>(field: FieldDef<V>): string | undefined {
  return field.autoComplete ?? (field.kind === 'email' ? 'email' : undefined);
}

/**
 * The form's email field: the one holding the visitor's own address, which is what the autocomplete
 * token `email` says (HTML's meaning of it), whatever the field's name (`email`, the broker form's
 * `Email_Address__c`) or kind. The page's email check (spec 03 §5) runs on it. registry.test.ts checks
 * that no form has two.
 */
export function emailFieldOf<V extends FieldValues>(fields: readonly FieldDef<V>[]): FieldDef<V> | undefined {
  return fields.find((field) => autoCompleteOf(field) === 'email');
}

/**
 * Every field of a list of items, sections and repeatable groups opened, in page order. A row's fields
 * carry the row's reveal rule (shown while the group shows at least that many rows).
 */
export function fieldsOf<V extends FieldValues>(items: readonly FormItem<V>[]): FieldDef<V>[] {
  return items.flatMap((item): FieldDef<V>[] => {
    if (item.kind === 'section') return [...item.fields];
    if (item.kind === 'repeat') {
      return item.rows.flatMap((row, index) =>
        row.map((field) => ({
          ...field,
          when: (values: V, env: FormEnv) => rowCount(values[item.count], item.min, item.max) > index && (field.when === undefined || field.when(values, env)),
        })),
      );
    }
    return [item];
  });
}

/**
 * Each field's label as the error summary names it: a row's fields with their row ('Owner 2, Owner
 * Name'), since the rows repeat the same labels.
 */
export function summaryLabelsOf<V extends FieldValues>(items: readonly FormItem<V>[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of items) {
    if (item.kind === 'section') for (const field of item.fields) labels.set(field.name, field.label);
    else if (item.kind === 'repeat') {
      item.rows.forEach((row, index) => {
        for (const field of row) labels.set(field.name, `${item.rowLegend} ${index + 1}, ${field.label}`);
      });
    } else labels.set(item.name, item.label);
  }
  return labels;
}

/**
 * The rows of the still-needed list at the form's first check, before it has run: of `fields` (the
 * scope's shown fields, in page order), those refused while the form is empty (`neededAtFirst`), each
 * named by its label, as outstanding.ts names an unanswered field. FormShell keeps their room from the
 * first paint, so the list arriving with the first check moves nothing below the form.
 */
export function firstListed<V extends FieldValues>(
  fields: readonly FieldDef<V>[],
  neededAtFirst: readonly string[] | undefined,
  labels: ReadonlyMap<string, string>,
): { name: string; label: string }[] {
  const needed = new Set(neededAtFirst);
  return fields.filter((field) => needed.has(field.name)).map((field) => ({ name: field.name, label: labels.get(field.name) ?? field.label }));
}

/** The count fields of the repeatable groups: values of the form that no field shows. */
export function countsOf<V extends FieldValues>(items: readonly FormItem<V>[]): FieldPath<V>[] {
  return items.flatMap((item) => (item.kind === 'repeat' ? [item.count] : []));
}

/**
 * The words of the form's consent box, exactly as shown: the label of the field its definition names
 * (what the lead's consent evidence hashes; pure, so the relay can read it too).
 */
export function consentTextOf<S extends AnyObjectSchema>(definition: FormDefinition<S>): string | undefined {
  if (definition.consent === undefined) return undefined;
  return fieldsOf(definition.fields).find((field) => field.name === definition.consent)?.label;
}

/** The schema itself, loaded first when the definition names its loader. */
export async function schemaOf<S extends AnyObjectSchema>(definition: FormDefinition<S>): Promise<S> {
  return typeof definition.schema === 'function' ? definition.schema() : definition.schema;
}

/** A field's kind's empty value: what the field holds before anything is chosen or typed. */
function emptyValue(kind: FieldKind): string | boolean | string[] {
  if (kind === 'checkbox') return false;
  if (kind === 'multiSelect' || kind === 'checkboxGroup') return [];
  return '';
}

/**
 * The values a form starts with: the schema's defaults when the definition holds the schema, else
 * each field's `initial` or its kind's empty value and each repeatable group's `min` rows (what the
 * schemas' defaults say, checked for every registered form in registry.test.ts).
 */
export function defaultsOf<S extends AnyObjectSchema>(definition: FormDefinition<S>): InferType<S> {
  // yup types the default of an object schema of any shape as `any`; this one's is the schema's own type.
  if (typeof definition.schema !== 'function') return definition.schema.getDefault() as InferType<S>;
  const values: Record<string, unknown> = {};
  const visit = (items: readonly FormItem<InferType<S>>[]) => {
    for (const item of items) {
      if (item.kind === 'section') visit(item.fields);
      else if (item.kind === 'repeat') {
        values[item.count] = item.min;
        item.rows.forEach((row) => visit(row));
      } else values[item.name] = item.initial ?? emptyValue(item.kind);
    }
  };
  visit(definition.fields);
  // Built from the fields of this very definition, whose names are the schema's paths.
  return values;
}
