/**
 * Defensive readers for payload builders: a builder gets validated values, but must never throw on
 * anything else (a field missing, a number, an object), so each value is read through one of these.
 */
import { digitsOnly } from './masks';

/** A string trimmed; a number, boolean or bigint as a string; anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** The phone as the payload sends it: digits only. */
export function phoneDigits(value: unknown): string {
  return digitsOnly(text(value));
}

/** A checkbox: true only when it is true. */
export function flag(value: unknown): boolean {
  return value === true;
}

/** Values as a record, whatever was passed. */
export function record(values: unknown): Record<string, unknown> {
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
}

/** The four contact fields every form but `emailOnly` sends (spec 01 §3), phone as digits. */
export type ContactFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
};

export function contactFields(v: Record<string, unknown>): ContactFields {
  return {
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    email: text(v.email),
    phone: phoneDigits(v.phone),
  };
}

/**
 * A multi-select or checkbox group as the payload sends it: the values joined with ';' (spec 03 §3,
 * Business_Type__c, Corrected_Information), each trimmed, empty ones dropped, '' when none.
 */
export function joinMulti(values: readonly string[]): string {
  return values
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(';');
}
