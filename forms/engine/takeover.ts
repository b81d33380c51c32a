/**
 * What the visitor typed before the form's code arrived.
 *
 * The form's HTML is in the static page, so on a slow phone a visitor can type into it before its
 * chunk has loaded. React keeps those values while it hydrates, but the first render after that (or
 * react-imask mounting on the phone) writes the form state, still empty, back into the inputs. So
 * the engine reads the inputs once, while it first renders on the client and before anything has
 * been committed, and then takes the values over as if they had just been typed.
 */
import type { FieldValues } from 'react-hook-form';
import { formatPhone } from '../fields/masks';
import type { FieldDef } from './types';

export type TypedValue = string | boolean | string[];

/** Kinds whose control is not a native input with the field's name: nothing to read. */
const NOT_NATIVE: ReadonlySet<string> = new Set(['multiSelect']);

function controlsNamed(form: HTMLFormElement, name: string): Element[] {
  const item = form.elements.namedItem(name);
  if (item === null) return [];
  if (item instanceof Element) return [item];
  return Array.from(item);
}

function isInput(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement;
}

/** The value one field's controls hold, as its form state would, or undefined when it holds none. */
function readControl(kind: string, controls: readonly Element[]): TypedValue | undefined {
  if (controls.length === 0 || NOT_NATIVE.has(kind)) return undefined;
  if (kind === 'checkbox') {
    const box = controls.find(isInput);
    return box?.checked ? true : undefined;
  }
  if (kind === 'checkboxGroup') {
    const checked = controls
      .filter(isInput)
      .filter((box) => box.checked)
      .map((box) => box.value);
    return checked.length > 0 ? checked : undefined;
  }
  if (kind === 'radio' || kind === 'yesNo') {
    return controls.filter(isInput).find((radio) => radio.checked)?.value;
  }
  const control = controls[0];
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) {
    return undefined;
  }
  const value = control.value;
  if (value === '') return undefined;
  // Typed without the mask (its code had not loaded): shown as the mask would have it.
  return kind === 'phone' ? formatPhone(value) : value;
}

/** Every field of `fields` that holds a value in the form `formId` of `doc`, as [name, value] pairs. */
export function readTypedValues<V extends FieldValues>(
  doc: Document | undefined,
  formId: string,
  fields: readonly FieldDef<V>[],
): [FieldDef<V>['name'], TypedValue][] {
  // No document while the page is prerendered (and the DOM classes are not defined there either).
  if (doc === undefined) return [];
  const form = doc.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  const typed: [FieldDef<V>['name'], TypedValue][] = [];
  for (const field of fields) {
    const value = readControl(field.kind, controlsNamed(form, field.name));
    if (value !== undefined) typed.push([field.name, value]);
  }
  return typed;
}
