/**
 * Pure helpers for the two input masks of spec 01 §5. The UI (imask, through react-imask) shows the mask while typing;
 * these give the same result for a whole value, and strip it back for validation and payloads.
 */
import { PHONE } from './phone';

/** Every character that is not an ASCII digit removed. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** The phone mask (phone.ts): the first 10 digits of `value`, grouped 3-3-4, filled left to right. */
export function formatPhone(value: string): string {
  return formatWithPattern(PHONE.mask, value);
}

/** The digit-group mask of spec 01 §5 as an imask pattern, shown as ___,___,___,___. */
export const DIGIT_GROUP_PATTERN = '000,000,000,000';

/**
 * The digit-group mask ___,___,___,___: digits only, at most 12, in groups of three separated by commas,
 * filled left to right as the mask fills while typing ('1234' gives '123,4').
 */
export function formatDigitGroups(value: string): string {
  return formatWithPattern(DIGIT_GROUP_PATTERN, value);
}

/**
 * A value shown through an imask digit pattern (`0` a digit, any other character a fixed one), as the
 * mask shows it once the whole value is typed: the digits fill the pattern's slots left to right, a
 * fixed character shows only when a digit follows it, extra digits are dropped. The masked fields show
 * this before react-imask has loaded (forms/ui/MaskedField.tsx), so a value looks the same either way.
 */
export function formatWithPattern(pattern: string, value: string): string {
  const digits = digitsOnly(value);
  let shown = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') shown += digits[next++];
    else shown += slot;
  }
  return shown;
}
