import type { SelectOption } from './SelectField';

/** Callback time slots (spec 01 §9): 8:00 am to 5:00 pm every 30 minutes. */
export const FIRST_SLOT_MINUTES = 8 * 60;
export const LAST_SLOT_MINUTES = 17 * 60;
export const SLOT_STEP_MINUTES = 30;

/** '8:00 am', '12:30 pm', '5:00 pm' for minutes since midnight. */
export function formatSlot(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const mins = minutes % 60;
  const suffix = hours24 < 12 ? 'am' : 'pm';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, '0')} ${suffix}`;
}

/** The slots from first to last inclusive, each option's value equal to its label. */
export function timeSlots(
  first = FIRST_SLOT_MINUTES,
  last = LAST_SLOT_MINUTES,
  step = SLOT_STEP_MINUTES,
): SelectOption[] {
  const slots: SelectOption[] = [];
  if (step <= 0) return slots;
  for (let minutes = first; minutes <= last; minutes += step) {
    const label = formatSlot(minutes);
    slots.push({ value: label, label });
  }
  return slots;
}
