/**
 * Pure helpers for the two input masks of spec 01 §5. The UI (react-imask) shows the mask while typing;
 * these give the same result for a whole value, and strip it back for validation and payloads.
 */

/** Every character that is not an ASCII digit removed. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** The phone mask ___-___-____: the first 10 digits of `value`, grouped 3-3-4, filled left to right. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The phone mask removed: the dashes (and anything else that is not a digit) stripped. */
export const stripPhone = digitsOnly;

/** Groups of the digit-group mask ___,___,___,___. */
export const DIGIT_GROUPS = 4;
export const DIGIT_GROUP_SIZE = 3;

/**
 * The digit-group mask ___,___,___,___: digits only, at most 12, in groups of three separated by commas,
 * filled left to right as the mask fills while typing ('1234' gives '123,4').
 */
export function formatDigitGroups(value: string): string {
  const d = digitsOnly(value).slice(0, DIGIT_GROUPS * DIGIT_GROUP_SIZE);
  const groups: string[] = [];
  for (let i = 0; i < d.length; i += DIGIT_GROUP_SIZE) groups.push(d.slice(i, i + DIGIT_GROUP_SIZE));
  return groups.join(',');
}

/** The digit-group mask removed: digits only. */
export const stripDigitGroups = digitsOnly;
