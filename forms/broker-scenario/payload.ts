import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { parseUsd } from '../fields/currency';
import { flag, phoneDigits, record, text } from '../fields/values';
import { BROKER_FIELD_NAMES, BROKER_FIELDS, type BrokerFieldName, effectiveValue, isRevealedField, plainNumber, type Sent } from './fields';
import type { BrokerScenarioValues } from './schema';

/** What each way of sending gives (fields.ts `Sent`): a number may be left out (undefined) when it is not one. */
type SentValue<S extends Sent> = S extends 'flag' ? boolean : S extends 'text' | 'phone' ? string : number | undefined;

export type BrokerScenarioPayload = AttributionFields & { [K in BrokerFieldName]: SentValue<(typeof BROKER_FIELDS)[K]['sent']> };

/** A number the CRM can store; a value that is not one (never after validation) is left out. */
function finite(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

const SEND: { [S in Sent]: (value: unknown) => SentValue<S> } = {
  text: (value) => text(value),
  amount: (value) => finite(parseUsd(text(value))),
  whole: (value) => finite(plainNumber(text(value), 0)),
  hundredths: (value) => finite(plainNumber(text(value), 2)),
  flag: (value) => flag(value),
  phone: (value) => phoneDigits(value),
};

/**
 * The broker scenario (spec 03 §3), a flat object: each field of fields.ts as it says it is sent, in
 * the form's order, and each field a reveal rule hides sent with its reset value (spec 03 §4: cash out
 * and DSCR 0, seasoning NotApplicable, units OneUnit, prepayment None), whatever the form still holds.
 * The spec 01 attribution fields come first (spec 03 §5's shared schema).
 */
export function brokerScenarioPayload(values: BrokerScenarioValues, context: FormContext): BrokerScenarioPayload {
  const v = record(values);
  const fields = BROKER_FIELD_NAMES.map((name) => {
    const value = isRevealedField(name) ? effectiveValue(name, v) : v[name];
    return [name, SEND[BROKER_FIELDS[name].sent](value)] as const;
  });
  // Every field of the table, each sent as its `sent` says: the payload type, key by key.
  return { ...attribution(context), ...Object.fromEntries(fields) } as BrokerScenarioPayload;
}
