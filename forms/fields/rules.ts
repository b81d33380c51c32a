/**
 * One yup rule per field kind of spec 01 §5, shared by every lead form: a form's schema is an object of
 * these rules keyed by its §3 field names, never a copy of them. Rules that depend on today take it as a
 * function, so tests and the UI control it.
 *
 * Each rule reports one message per input; where several checks could fail, the order is the order of the
 * checks below (yup reports the first failing test).
 */
import { boolean, object, string, type ObjectShape } from 'yup';
import { parseUsd } from './currency';
import { parseIsoDate, todayIso } from './dates';
import { MESSAGES } from './messages';
import { digitsOnly } from './masks';

/**
 * Letter first; the rest without digits or the special characters of §5
 * (_ ! ? / \ + = @ # $ % & * , . ^ ( ) { } | ~ < > ; : [ ]). Letters are Unicode letters, so accented
 * names pass; spaces, hyphens and apostrophes are allowed after the first letter.
 */
export const LETTER_FIRST = /^\p{L}[^0-9_!?/\\+=@#$%&*,.^(){}|~<>;:[\]]*$/u;

/** Phone input: digits or dashes only (the mask ___-___-____). */
export const PHONE_PATTERN = /^[0-9-]+$/;

export const PHONE_MIN = 10;
export const PHONE_MAX = 12;
export const PHONE_DIGITS = 10;
export const COMPANY_MAX = 255;
export const NMLS_MIN = 6;
export const NMLS_MAX = 7;

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

/** A person's name: trimmed, at least 1 character, letter-first pattern; one message for every failure. */
function personName(message: string) {
  return trimmedText(message)
    .required(message)
    .min(1, message)
    .matches(LETTER_FIRST, { message, excludeEmptyString: true });
}

export const firstName = personName(MESSAGES.firstName);
export const lastName = personName(MESSAGES.lastName);

/**
 * Email: required and a valid address (yup's format check), 'Email is required.' for both. The page's
 * asynchronous validator runs in the form, on top of this.
 */
export const email = trimmedText(MESSAGES.email)
  .required(MESSAGES.email)
  .email(MESSAGES.email);

/**
 * Phone as the mask leaves it ('555-123-4567' or '5551234567'): digits or dashes, 10 to 12 characters
 * ('Phone is required.'), then exactly 10 digits once the dashes are stripped.
 */
export const phone = trimmedText(MESSAGES.phoneRequired)
  .required(MESSAGES.phoneRequired)
  .matches(PHONE_PATTERN, { message: MESSAGES.phoneRequired, excludeEmptyString: true })
  .min(PHONE_MIN, MESSAGES.phoneRequired)
  .max(PHONE_MAX, MESSAGES.phoneRequired)
  .test('phone-digits', MESSAGES.phoneDigits, (value) => value == null || digitsOnly(value).length === PHONE_DIGITS);

/**
 * Company: trimmed, 1 to 255 characters, letter-first pattern as for names. An empty value or one that
 * breaks the pattern gets 'Company is required.'; a long one 'Company can have atmost 255 characters.'
 * (checked before the pattern, so the length message wins for a long value).
 */
export const company = trimmedText(MESSAGES.companyRequired)
  .required(MESSAGES.companyRequired)
  .min(1, MESSAGES.companyRequired)
  .max(COMPANY_MAX, MESSAGES.companyMax)
  .matches(LETTER_FIRST, { message: MESSAGES.companyRequired, excludeEmptyString: true });

/** Business name: trimmed, at least 1 character. */
export const businessName = trimmedText(MESSAGES.businessName)
  .required(MESSAGES.businessName)
  .min(1, MESSAGES.businessName);

/** Company NMLS ID: trimmed, required, 6 to 7 characters (any characters: the spec fixes only the length). */
export const nmlsId = trimmedText(MESSAGES.nmlsRequired)
  .required(MESSAGES.nmlsRequired)
  .min(NMLS_MIN, MESSAGES.nmlsLength)
  .max(NMLS_MAX, MESSAGES.nmlsLength);

/**
 * Best contact date as the date input gives it ('yyyy-mm-dd'): required and a calendar date
 * ('The field Value must be a date.'), not before today (`today()` is 'yyyy-mm-dd' too).
 */
export function contactDate(today: () => string = todayIso) {
  return trimmedText(MESSAGES.date)
    .required(MESSAGES.date)
    .test('date', MESSAGES.date, (value) => value == null || parseIsoDate(value) !== null)
    .test('not-past', MESSAGES.datePast, (value) => value == null || parseIsoDate(value) === null || value >= today());
}

/** Best time to call: required, and the value must contain an a, p or m (as every slot label does). */
export const timeToCall = trimmedText(MESSAGES.timeToCall)
  .required(MESSAGES.timeToCall)
  .matches(/[apm]/i, { message: MESSAGES.timeToCall, excludeEmptyString: true });

/**
 * Potential funding, as the currency input gives it ('$25,000.00'): required, at least 1 character, and
 * a non-negative US-dollar amount once $, spaces and commas are removed (so the payload's number is never
 * NaN; this last check is ours).
 */
export const fundingAmount = trimmedText(MESSAGES.fundingRequired)
  .required(MESSAGES.fundingRequired)
  .min(1, MESSAGES.fundingRequired)
  .test('usd', MESSAGES.fundingAmount, (value) => value == null || Number.isFinite(parseUsd(value)));

/**
 * The consent checkbox: optional, never an error. True only for true (or the strings 'true' and 'on' a
 * native checkbox can give); anything else, absent included, is no consent.
 */
export const consent = withTransform(
  boolean().default(false),
  (value) => value === true || value === 'true' || value === 'on',
);

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
