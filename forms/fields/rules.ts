/**
 * One yup rule per field kind of spec 01 §5, shared by every lead form: a form's schema is an object of
 * these rules keyed by its §3 field names, never a copy of them. Rules that depend on today take it as a
 * function, so tests and the UI control it.
 *
 * Each rule reports one message per input; where several checks could fail, the order is the order of the
 * checks below (yup reports the first failing test).
 */
import { type AnySchema, boolean, mixed, number, object, string, type ObjectShape } from 'yup';
import { parseUsd } from './currency';
import { parseIsoDate, todayIso } from './dates';
import { COMPANY_MAX, NMLS_MAX, NMLS_MIN } from './limits';
import { MESSAGES } from './messages';
import { digitsOnly } from './masks';
import { PHONE } from './phone';
import { rowCount } from './rows';

/**
 * Letter first; the rest without digits or the special characters of §5
 * (_ ! ? / \ + = @ # $ % & * , . ^ ( ) { } | ~ < > ; : [ ]). Letters are Unicode letters, so accented
 * names pass; spaces, hyphens and apostrophes are allowed after the first letter.
 */
export const LETTER_FIRST = /^\p{L}[^0-9_!?/\\+=@#$%&*,.^(){}|~<>;:[\]]*$/u;

/**
 * yup's own coercion throws on some inputs: the string schema calls `value.toString()` ({ toString: 1 }),
 * the boolean schema `String(value)` (an object without a prototype). Each rule here replaces it with one
 * that cannot throw; `transforms` is yup's public list of them, set on a fresh clone before it is shared.
 * (`.clone({ coerce: false })` does not help in yup 1.7: the built-in transform reads the original spec.)
 */
function withTransform<S extends { transforms: unknown[] }>(schema: S, transform: (value: unknown) => unknown): S {
  schema.transforms = [transform];
  return schema;
}

/**
 * The base of every text rule: a string is trimmed, a number or boolean becomes its string, anything
 * else is left as it is for the type check, which reports the rule's message.
 */
export function trimmedText(message: string) {
  return withTransform(string().typeError(message), (value) => {
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return value;
  });
}

/**
 * Letters, apostrophe and hyphen only (spec 03 §5, the names of the contact and lead forms of the
 * second group); letters are Unicode letters. Spaces between parts ("Mary Ann") are letters' company
 * on every real form, so a single inner space is allowed too.
 */
const LETTERS_APOSTROPHE_HYPHEN = /^\p{L}+(?:[ '-]\p{L}*)*$/u;

/**
 * Rules are factories: spec 03 gives the same field different messages per form ('First name is
 * required.' on the clearing form, 'First Name is required.' elsewhere, 'Invalid first name' on the
 * commercial form...). Each factory takes the form's own messages; the constants further down are
 * the spec 01 instances.
 */

/** The messages of a name-like field: one for a missing value, one for a value that breaks the pattern. */
export interface NameMessages {
  required: string;
  /** Defaults to `required` (spec 01 reports every failure with the required message). */
  invalid?: string;
}

/**
 * A name, letter-first family (spec 01 §5 and spec 03 §5 first group): trimmed, at least `min`
 * characters (1 in spec 01; 2 in spec 03's first group: the spec says both "at least 2 characters" and
 * "a minimum length of 1", and the stricter wins, reported with the invalid message), first character a
 * letter, no digits or specials.
 */
export function letterFirstName(messages: NameMessages, options: { min?: number; max?: number; maxMessage?: string } = {}) {
  const invalid = messages.invalid ?? messages.required;
  let rule = trimmedText(messages.required).required(messages.required).min(1, messages.required);
  if (options.max !== undefined) rule = rule.max(options.max, options.maxMessage ?? invalid);
  if ((options.min ?? 1) > 1) rule = rule.min(options.min ?? 1, invalid);
  return rule.matches(LETTER_FIRST, { message: invalid, excludeEmptyString: true }).default('');
}

/** A name, letters/apostrophe/hyphen family (spec 03 §5 second group). */
export function lettersName(messages: NameMessages) {
  const invalid = messages.invalid ?? messages.required;
  return trimmedText(messages.required)
    .required(messages.required)
    .matches(LETTERS_APOSTROPHE_HYPHEN, { message: invalid, excludeEmptyString: true })
    .default('');
}

/** An optional letter-first text (the advisor form's company): empty passes, anything else must match. */
export function optionalLetterFirst(invalid: string, max?: number, maxMessage?: string) {
  let rule = trimmedText(invalid).optional();
  if (max !== undefined) rule = rule.max(max, maxMessage ?? invalid);
  return rule.matches(LETTER_FIRST, { message: invalid, excludeEmptyString: true }).default('');
}

export const firstName = letterFirstName({ required: MESSAGES.firstName });
export const lastName = letterFirstName({ required: MESSAGES.lastName });

/**
 * Email: required and a valid address (yup's format check), one message for both ('Email is
 * required.' by default; 'Business Email is required.' or 'Please complete this required field.' on
 * some spec 03 forms). The page's asynchronous validator runs in the form, on top of this.
 */
export function emailRule(message: string = MESSAGES.email) {
  return trimmedText(message).required(message).email(message).default('');
}
export const email = emailRule();

/** The messages of a phone: missing or malformed, and not exactly 10 digits once the dashes are stripped. */
export interface PhoneMessages {
  required: string;
  length: string;
  /** A malformed value (not digits or dashes, shorter than the digits or longer than the mask); defaults to `required`. */
  invalid?: string;
}

/**
 * Phone (phone.ts PHONE) as the mask leaves it ('555-123-4567', or '555-123-45' while typing): digits or
 * dashes, from 10 characters (the digits alone) to the mask's 12 (the required message), then exactly 10
 * digits once the dashes are stripped (the length message). The payload sends the digits only.
 */
export function phoneRule(messages: PhoneMessages = { required: MESSAGES.phoneRequired, length: MESSAGES.phoneDigits }) {
  const invalid = messages.invalid ?? messages.required;
  return trimmedText(messages.required)
    .required(messages.required)
    .matches(PHONE.characters, { message: invalid, excludeEmptyString: true })
    .min(PHONE.digits, invalid)
    .max(PHONE.mask.length, invalid)
    .test('phone-digits', messages.length, (value) => value == null || digitsOnly(value).length === PHONE.digits)
    .default('');
}
export const phone = phoneRule();

/**
 * The contact every spec 01 lead form starts with (§3: first and last name, email, phone), with spec 01's
 * rules and messages; the dealer forms of spec 03 use it as it is.
 */
export const personRules = { first_name: firstName, last_name: lastName, email, phone };

/**
 * Company: trimmed, 1 to `max` characters, letter-first pattern as for names. An empty value or one that
 * breaks the pattern gets the required message; a long one the max message (checked before the pattern,
 * so the length message wins for a long value).
 */
export function companyRule(messages: { required: string; max: string }, max: number = COMPANY_MAX) {
  return trimmedText(messages.required)
    .required(messages.required)
    .min(1, messages.required)
    .max(max, messages.max)
    .matches(LETTER_FIRST, { message: messages.required, excludeEmptyString: true })
    .default('');
}
export const company = companyRule({ required: MESSAGES.companyRequired, max: MESSAGES.companyMax });

/** Required free text: trimmed, at least one character, at most `max` when given. */
export function requiredText(message: string, max?: number, maxMessage?: string) {
  let rule = trimmedText(message).required(message).min(1, message);
  if (max !== undefined) rule = rule.max(max, maxMessage ?? message);
  return rule.default('');
}

/** Optional free text: trimmed, at most `max` when given. */
export function optionalText(max?: number, maxMessage = `At most ${max} characters.`) {
  const rule = trimmedText(maxMessage).optional();
  return (max === undefined ? rule : rule.max(max, maxMessage)).default('');
}

/** One of a fixed list of values (a select or radio group), with one message for missing or unknown. */
export function oneOfRule<const T extends string>(values: readonly T[], message: string) {
  return trimmedText(message)
    .required(message)
    .test('one-of', message, (value) => value == null || (values as readonly string[]).includes(value))
    .default('');
}

/** Business name: trimmed, at least 1 character. */
export const businessName = requiredText(MESSAGES.businessName);

/** Company NMLS ID: trimmed, required, 6 to 7 characters (any characters: the spec fixes only the length). */
export const nmlsId = trimmedText(MESSAGES.nmlsRequired)
  .required(MESSAGES.nmlsRequired)
  .min(NMLS_MIN, MESSAGES.nmlsLength)
  .max(NMLS_MAX, MESSAGES.nmlsLength)
  .default('');

/**
 * Best contact date as the date input gives it ('yyyy-mm-dd'): required and a calendar date
 * ('The field Value must be a date.'), not before today (`today()` is 'yyyy-mm-dd' too).
 */
export function contactDate(today: () => string = todayIso) {
  return trimmedText(MESSAGES.date)
    .required(MESSAGES.date)
    .test('date', MESSAGES.date, (value) => value == null || parseIsoDate(value) !== null)
    .test('not-past', MESSAGES.datePast, (value) => value == null || parseIsoDate(value) === null || value >= today())
    .default('');
}

/** Best time to call: required, and the value must contain an a, p or m (as every slot label does). */
export const timeToCall = trimmedText(MESSAGES.timeToCall)
  .required(MESSAGES.timeToCall)
  .matches(/[apm]/i, { message: MESSAGES.timeToCall, excludeEmptyString: true })
  .default('');

/**
 * Potential funding, as the currency input gives it ('$25,000.00'): required, at least 1 character, and
 * a non-negative US-dollar amount once $, spaces and commas are removed (so the payload's number is never
 * NaN; this last check is ours).
 */
export const fundingAmount = trimmedText(MESSAGES.fundingRequired)
  .required(MESSAGES.fundingRequired)
  .min(1, MESSAGES.fundingRequired)
  .test('usd', MESSAGES.fundingAmount, (value) => value == null || Number.isFinite(parseUsd(value)))
  .default('');

/**
 * The consent checkbox: optional, never an error. True only for true (or the strings 'true' and 'on' a
 * native checkbox can give); anything else, absent included, is no consent.
 */
export const consent = withTransform(boolean().default(false), (value) => value === true || value === 'true' || value === 'on');

/**
 * A lead form's schema: an object of these rules keyed by the §3 field names. Values are read through
 * the form's own fields only: other keys are dropped before yup sees them (yup 1.7 mistakes a key such
 * as 'valueOf' for a field and throws). Values that are not an object at all (never from the UI) get a
 * fixed message, as yup's default one prints the value and can itself throw.
 */
export function leadForm<const Shape extends ObjectShape>(shape: Shape) {
  const keys = Object.keys(shape);
  return withTransform(object(shape).typeError(MESSAGES.form).nonNullable(MESSAGES.form), (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const known: Record<string, unknown> = {};
    for (const key of keys) if (Object.hasOwn(value, key)) known[key] = (value as Record<string, unknown>)[key];
    return known;
  });
}

/**
 * A multi-select (spec 03: the clearing form's business types): a list of the given values, at least
 * one, in any order; anything else (a value outside the list, a non-string, not a list at all) is
 * refused with the one message, so the payload never carries it. Default [].
 */
export function multiSelectRule<const T extends string>(values: readonly T[], message: string) {
  const allowed: readonly string[] = values;
  // Array.from turns the holes of a sparse array into undefined, which the check then refuses.
  const isList = (value: unknown): value is string[] => Array.isArray(value) && Array.from(value as unknown[]).every((item) => typeof item === 'string');
  return mixed<string[]>(isList)
    .typeError(message)
    .test('required', message, (value) => value != null && value.length > 0)
    .test('one-of', message, (value) => value == null || value.every((item) => allowed.includes(item)))
    .default(() => []);
}

/** An optional choice of a fixed list (a select that may stay empty): '' passes, an unknown value gets `message`. */
export function optionalOneOfRule<const T extends string>(values: readonly T[], message: string) {
  const allowed: readonly string[] = values;
  return trimmedText(message)
    .optional()
    .test('one-of', message, (value) => value == null || value === '' || allowed.includes(value))
    .default('');
}

/**
 * An optional list of the given values (a checkbox group that may stay empty: the privacy request's
 * interaction outlets): [] passes; anything else but a list of the values is refused with `message`.
 */
export function optionalMultiSelectRule<const T extends string>(values: readonly T[], message: string) {
  const allowed: readonly string[] = values;
  const isList = (value: unknown): value is string[] => Array.isArray(value) && Array.from(value as unknown[]).every((item) => typeof item === 'string');
  return mixed<string[]>(isList)
    .typeError(message)
    .test('one-of', message, (value) => value == null || value.every((item) => allowed.includes(item)))
    .default(() => []);
}

/**
 * How many rows of a repeatable group are shown (fields/rows.ts): a whole number from `min` to `max`,
 * default `min`. Anything else becomes the nearest allowed count, never an error: the count is set by
 * the Add and Remove buttons, not typed.
 */
export function rowCountRule(min: number, max: number) {
  return withTransform(number(), (value) => rowCount(value, min, max)).default(min);
}

/**
 * A field of row `row` of a repeatable group: `rule` while the row is shown (the group's `countField`
 * is at least `row`), and an optional text otherwise, so a row the visitor removed or never added
 * cannot block the form.
 */
export function inRow<S extends AnySchema>(rule: S, countField: string, row: number, min: number, max: number) {
  if (row <= min) return rule;
  return rule.when(countField, {
    is: (count: unknown) => rowCount(count, min, max) >= row,
    then: (schema) => schema,
    otherwise: () => optionalText(),
  });
}
