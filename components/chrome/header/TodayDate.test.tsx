import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formatToday, isoDay, TodayDate } from './TodayDate';

describe('the APY footnote date', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [new Date(2026, 5, 3, 9, 30), 'June 3, 2026', '2026-06-03'],
    [new Date(2025, 0, 1, 0, 0), 'January 1, 2025', '2025-01-01'],
    [new Date(2024, 11, 31, 23, 59), 'December 31, 2024', '2024-12-31'],
  ])('%s reads %s (US English)', (now, text, iso) => {
    expect(formatToday(now)).toBe(text);
    expect(isoDay(now)).toBe(iso);
  });

  it("shows the visitor's date in the browser, not the build's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 14, 12));
    render(
      <p>
        APY is accurate as of <TodayDate fallback="today" />.
      </p>,
    );
    expect(screen.getByText(/accurate as of/)).toHaveTextContent('APY is accurate as of March 14, 2031.');
    expect(screen.getByText('March 14, 2031')).toHaveAttribute('dateTime', '2031-03-14');
  });

  it('the static HTML says "today" instead of a date that would go stale', () => {
    const html = renderToString(
      <p>
        APY is accurate as of <TodayDate fallback="today" />.
      </p>,
    );
    expect(html).toBe('<p>APY is accurate as of <!-- -->today<!-- -->.</p>');
  });
});
