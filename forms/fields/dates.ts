/**
 * Calendar dates as the date input gives them ('yyyy-mm-dd'), handled as calendar dates: no time of day,
 * no time zone, so a date never shifts by a day whatever the visitor's zone.
 */
import { toIsoDate } from './iso-date';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' as a calendar date, or null when it is not one (wrong shape, 2026-02-30, year 0). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // leap year: Feb has 29
  if (day > daysInMonth) return null;
  if (month === 2 && day === 29 && !isLeapYear(year)) return null;
  return { year, month, day };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Today as 'yyyy-mm-dd' in the visitor's time zone. */
export function todayIso(): string {
  return toIsoDate(new Date());
}

const US_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/**
 * 'yyyy-mm-dd' reformatted to US locale, MM/DD/YYYY (Intl en-US). The date is built at UTC midnight and
 * formatted in UTC, so it is the same calendar day. A value that is not a calendar date is returned
 * unchanged (validation has already rejected it; the builder must not throw).
 */
export function formatUsDate(value: string): string {
  const date = parseIsoDate(value);
  if (!date || date.year < 1000) return value;
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return US_DATE.format(utc);
}
