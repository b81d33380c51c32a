import { formatTimeSlot, timeSlots } from './time-slots';

describe('timeSlots', () => {
  it('runs from 8:00 am to 5:00 pm every 30 minutes: 19 slots', () => {
    expect(timeSlots().map((slot) => slot.label)).toEqual([
      '8:00 am',
      '8:30 am',
      '9:00 am',
      '9:30 am',
      '10:00 am',
      '10:30 am',
      '11:00 am',
      '11:30 am',
      '12:00 pm',
      '12:30 pm',
      '1:00 pm',
      '1:30 pm',
      '2:00 pm',
      '2:30 pm',
      '3:00 pm',
      '3:30 pm',
      '4:00 pm',
      '4:30 pm',
      '5:00 pm',
    ]);
  });

  it('gives each option its label as value, which contains an a, p or m (spec 01 §5)', () => {
    for (const slot of timeSlots()) {
      expect(slot.value).toBe(slot.label);
      expect(slot.value).toMatch(/[apm]/);
    }
  });

  it.each([
    [0, '12:00 am'],
    [30, '12:30 am'],
    [8 * 60, '8:00 am'],
    [11 * 60 + 30, '11:30 am'],
    [12 * 60, '12:00 pm'],
    [13 * 60 + 30, '1:30 pm'],
    [17 * 60, '5:00 pm'],
    [23 * 60 + 30, '11:30 pm'],
    [23 * 60 + 59, '11:59 pm'],
  ])('formats %i minutes as %s', (minutes, expected) => {
    expect(formatTimeSlot(minutes)).toBe(expected);
  });

  it('is empty for a step that would never end, or a last slot before the first', () => {
    expect(timeSlots(480, 1020, 0)).toEqual([]);
    expect(timeSlots(600, 540, 30)).toEqual([]);
  });
});
