import { defineForm } from '../engine/define-form';
import type { CheckNotRun, FieldDef, ResetRule } from '../engine/types';
import { type BrokerOptions, fieldOptions } from './manifest';
import { brokerScenarioPayload } from './payload';
import {
  BROKER_FIELD_NAMES,
  BROKER_FIELDS,
  BROKER_SECTIONS,
  type BrokerFieldName,
  isRevealed,
  isRevealedField,
  onHide,
  onReveal,
  REVEAL_RULES,
} from './fields';
import type { BrokerScenarioValues } from './schema';

/**
 * The NMLS check the form runs after validation and before the send: a message, what to say when the
 * lookup could not run (CheckNotRun), or undefined when the ID is confirmed.
 */
export type NmlsCheck = (id: string, signal?: AbortSignal) => Promise<string | CheckNotRun | undefined>;

/**
 * Two reset rules per reveal rule: hiding a field sets its reset value (validated); revealing one
 * that still holds it empties it quietly, so the new field does not greet the visitor with an error.
 */
function revealResets(): ResetRule<BrokerScenarioValues>[] {
  return REVEAL_RULES.flatMap((rule) => [
    { on: rule.on, values: (values: BrokerScenarioValues) => onHide(rule, values) },
    { on: rule.on, values: (values: BrokerScenarioValues) => onReveal(rule, values), quiet: true },
  ]);
}

/**
 * The `brokerScenario` form (spec 03 §2, §3, §4, §5): the fields of fields.ts in their three sections,
 * with the page's option lists and their reveal rules, and the NMLS lookup before the send. A long
 * form: an error summary after a failed submit, and what still needs an answer listed beside the
 * disabled button; a lookup that could not answer leaves the button pressable, to try again
 * (forms/README.md).
 */
export function brokerScenarioForm(options: BrokerOptions, nmls: NmlsCheck) {
  type V = BrokerScenarioValues;
  /** The engine's field for a row of the table: its kind, label, list and reveal rule. */
  const fieldOf = (name: BrokerFieldName): FieldDef<V> => {
    const { label, shows } = BROKER_FIELDS[name];
    // A revealed field shows while its rule holds and starts on its hidden value.
    const reveal = isRevealedField(name) ? { when: (values: V) => isRevealed(name, values), initial: BROKER_FIELDS[name].reveal.hidden } : {};
    if (shows.kind === 'select') {
      const { list, ...select } = shows;
      return { name, label, ...select, options: fieldOptions(options[list]), ...reveal };
    }
    return { name, label, ...shows, ...reveal };
  };
  return defineForm({
    schema: () => import('./schema').then((module) => module.brokerScenarioSchema(options)),
    payload: brokerScenarioPayload,
    mode: 'onChange',
    errorSummary: true,
    resets: revealResets(),
    checks: [{ field: 'NMLS__c', run: (values, signal) => nmls(values.NMLS__c, signal) }],
    fields: BROKER_SECTIONS.map((legend) => ({
      kind: 'section' as const,
      legend,
      fields: BROKER_FIELD_NAMES.filter((name) => BROKER_FIELDS[name].section === legend).map(fieldOf),
    })),
  });
}
