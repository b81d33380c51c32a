import { describe, expect, it, vi } from 'vitest';
import { checkEmail, EMAIL_MESSAGE } from './email';
import { EmailCheckConfig } from './email-check-config';
import { disposableValidator, emailValidatorFor, serviceValidator } from './email-validators';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('EmailCheckConfig (content)', () => {
  it.each([
    [{ validator: 'format' }],
    [{ validator: 'disposable' }],
    [{ validator: 'disposable', timeoutMs: 2000 }],
    [{ validator: 'service', url: 'https://verify.bank.example/email' }],
    [{ validator: 'service', url: '{leadReceiverUrl}/email-check', timeoutMs: 1500 }],
  ])('accepts %j', (config) => {
    expect(EmailCheckConfig.safeParse(config).success).toBe(true);
  });

  it.each([
    ['an unknown validator', { validator: 'mx' }],
    ['service without url', { validator: 'service' }],
    ['service over plain http to another host', { validator: 'service', url: 'http://verify.example/' }],
    ['a timeout too long to wait', { validator: 'disposable', timeoutMs: 60_000 }],
    ['an unknown key', { validator: 'format', url: 'https://x.example/' }],
  ])('rejects %s', (_, config) => {
    expect(EmailCheckConfig.safeParse(config).success).toBe(false);
  });
});

describe('emailValidatorFor', () => {
  it('names no validator for the default format check', () => {
    expect(emailValidatorFor(undefined)).toEqual({});
    expect(emailValidatorFor({ validator: 'format' })).toEqual({});
  });

  it('passes the page timeout on', () => {
    expect(emailValidatorFor({ validator: 'disposable', timeoutMs: 1200 })).toEqual({ validator: disposableValidator, timeoutMs: 1200 });
  });

  it('throws on a service URL whose token was not resolved', () => {
    expect(() => emailValidatorFor({ validator: 'service', url: '{verifyUrl}' })).toThrow('emailCheck.url: "{verifyUrl}"');
  });
});

describe('disposable', () => {
  const rejected = { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE };
  const valid = { verdict: 'valid', accepted: true };
  it.each([
    { email: 'ada@mailinator.com', answer: rejected },
    { email: 'ADA@YopMail.com', answer: rejected },
    { email: 'ada@example.com', answer: valid },
    { email: 'ada@mailinator.com.example.org', answer: valid },
  ])('$email is $answer.verdict', async ({ email, answer }) => {
    expect(await checkEmail(email, disposableValidator)).toEqual(answer);
  });

  it('never calls the list for an address of the wrong format', async () => {
    expect(await checkEmail('not-an-email', disposableValidator)).toEqual({ verdict: 'invalid-format', accepted: false, message: EMAIL_MESSAGE });
  });
});

describe('service', () => {
  it('asks GET url?email= and accepts {valid: true}', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ valid: true }));
    const check = await checkEmail('ada@example.com', serviceValidator('https://verify.bank.example/email?key=k1', fetchImpl));
    expect(check).toEqual({ verdict: 'valid', accepted: true });
    expect(fetchImpl.mock.calls[0]?.[0]).toHaveProperty('href', 'https://verify.bank.example/email?key=k1&email=ada%40example.com');
  });

  it('refuses on {valid: false}, a message of its own or not (the form says its own)', async () => {
    for (const body of [{ valid: false }, { valid: false, message: 'This mailbox does not exist.' }]) {
      const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(body));
      expect(await checkEmail('ada@example.com', serviceValidator('https://v.example/', fetchImpl))).toEqual({
        verdict: 'rejected',
        accepted: false,
        message: EMAIL_MESSAGE,
      });
    }
  });

  it.each([
    ['an error status', () => Promise.resolve(json({ valid: false }, 503))],
    ['a body without the flag', () => Promise.resolve(json({ ok: true }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the address unverified (and accepted) on %s', async (_, answer) => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(answer);
    expect(await checkEmail('ada@example.com', serviceValidator('https://v.example/', fetchImpl))).toEqual({
      verdict: 'unverified',
      accepted: true,
      reason: 'error',
    });
  });

  it('gives up waiting after the timeout and aborts the request', async () => {
    vi.useFakeTimers();
    try {
      let seen: AbortSignal | undefined;
      const fetchImpl = vi.fn<typeof fetch>().mockImplementation((_, init) => {
        seen = init?.signal ?? undefined;
        return new Promise(() => {});
      });
      const pending = checkEmail('ada@example.com', serviceValidator('https://v.example/', fetchImpl), { timeoutMs: 1500 });
      await vi.advanceTimersByTimeAsync(1500);
      expect(await pending).toEqual({ verdict: 'unverified', accepted: true, reason: 'timeout' });
      expect(seen?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
