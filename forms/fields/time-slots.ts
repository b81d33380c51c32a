export interface TimeSlot {
  value: string;
  label: string;
}

/** First and last callback slot (minutes after midnight) and the step: 8:00 am to 5:00 pm, every 30 minutes. */
const TIME_SLOT_START = 8 * 60;
const TIME_SLOT_END = 17 * 60;
const TIME_SLOT_STEP = 30;

/** A time of day as the slot label format: '8:00 am', '12:30 pm'. */
export function formatTimeSlot(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'am' : 'pm'}`;
}

/**
 * The callback time slots of spec 01 §9, in order. The value is the label (what the CRM receives in
 * Best_Time_To_Call__c). The disabled placeholder option is the UI's, not part of this list.
 */
export function timeSlots(start = TIME_SLOT_START, end = TIME_SLOT_END, step = TIME_SLOT_STEP): TimeSlot[] {
  const slots: TimeSlot[] = [];
  if (step <= 0) return slots;
  for (let t = start; t <= end; t += step) {
    const label = formatTimeSlot(t);
    slots.push({ value: label, label });
  }
  return slots;
}
