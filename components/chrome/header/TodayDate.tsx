'use client';

import { useSyncExternalStore } from 'react';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Today's date in US English ("June 3, 2026") in the visitor's time zone. */
export function formatToday(now: Date): string {
  return DATE.format(now);
}

/** "2026-06-03" for the <time> element, in the visitor's time zone like the text. */
export function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The date does not change while the page is being read often enough to warrant a timer.
const subscribe = () => () => {};
const todayIso = () => isoDay(new Date());
const noDateOnServer = () => null;

/**
 * Today's date, filled in by the browser: the static export is built once and served for months,
 * so a date rendered at build time would go stale. The HTML carries `fallback` ("today") instead.
 */
export function TodayDate({ fallback }: { fallback: string }) {
  const iso = useSyncExternalStore(subscribe, todayIso, noDateOnServer);
  if (iso === null) return <>{fallback}</>;
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return <time dateTime={iso}>{formatToday(new Date(year, month - 1, day))}</time>;
}
