/**
 * The phone of spec 01 §5, said once: 10 digits, shown in groups of 3, 3 and 4 separated by dashes
 * (___-___-____), sent as the digits alone. The input's mask (ui/PhoneField.tsx), the whole-value
 * formatter (masks.ts formatPhone) and the schema's rule (rules.ts phoneRule) all read it here.
 */
const GROUPS = [3, 3, 4] as const;
const SEPARATOR = '-';

export const PHONE = {
  /** How many digits a phone has. */
  digits: GROUPS.reduce((sum, group) => sum + group, 0),
  /** The mask as an imask pattern (`0` a digit): '000-000-0000'. */
  mask: GROUPS.map((group) => '0'.repeat(group)).join(SEPARATOR),
  /** The mask as the empty input shows it: '___-___-____'. */
  placeholder: GROUPS.map((group) => '_'.repeat(group)).join(SEPARATOR),
  /** What the masked input can hold: digits and the separator. */
  characters: /^[0-9-]+$/,
} as const;
