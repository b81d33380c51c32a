import type { SubmitHandler, SubmitResult } from '../../submit/types';
import { NO_HANDLER_MESSAGE, rateWatchHandler } from './handler';

const context = { pageUri: 'https://www.axosbank.com/personal/borrow/mortgages/', pageName: 'Mortgages' };
const payload = { updateType: 'Frequency', email: 'ann@example.com', lastName: 'Lee' };

describe('rateWatchHandler (spec 03 §7, §8)', () => {
  it.each<[string, SubmitResult, number]>([
    ['a delivered sign-up is not logged', { status: 'sent', attempts: 1 }, 0],
    ['a failed one is logged', { status: 'failed', reason: 'http', httpStatus: 500, attempts: 3, message: 'Not sent.' }, 1],
    ['an aborted one is not', { status: 'failed', reason: 'aborted', attempts: 1, message: '' }, 0],
  ])('%s, and its result handed back', async (_case, result, logged) => {
    const log = vi.fn();
    const send = vi.fn<SubmitHandler>().mockResolvedValue(result);
    expect(await rateWatchHandler('https://leads.example/rate-watch', send, log)(payload, context)).toEqual(result);
    expect(send).toHaveBeenCalledWith(payload, context);
    expect(log).toHaveBeenCalledTimes(logged);
  });

  it('without a handler: logs an error, sends nothing, and the visitor reads why', async () => {
    const log = vi.fn();
    const result = await rateWatchHandler(undefined, undefined, log)(payload, context);
    expect(result).toMatchObject({ status: 'failed', message: NO_HANDLER_MESSAGE, attempts: 0 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no rate-watch handler'));
  });

  it("posts the payload as JSON to the page's rate-watch service with the webhook transport", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const result = await rateWatchHandler('https://leads.example/rate-watch')(payload, context);
    expect(result).toMatchObject({ status: 'sent', attempts: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://leads.example/rate-watch');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(payload) });
    fetch.mockRestore();
  });
});
