import { describe, expect, it, vi } from 'vitest';
import { checkEmail, EMAIL_MESSAGE, isEmailFormat, type EmailValidator } from './email';

describe('isEmailFormat', () => {
  it.each([
    ['ana@example.com', true],
    ['  ana@example.com  ', true],
    ['ana.maria+leads@sub.example.co.uk', true],
    ["o'neil@example.org", true],
    ['', false],
    ['ana', false],
    ['ana@', false],
    ['@example.com', false],
    ['ana@example', false],
    ['ana@example.c', false],
    ['ana maria@example.com', false],
    ['ana@@example.com', false],
    ['ana@-example.com', false],
    ['ana..maria@example.com', false],
    ['.ana@example.com', false],
    ['ana@example..com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%j -> %s', (email, expected) => {
    expect(isEmailFormat(email)).toBe(expected);
  });
});

const never: EmailValidator = () => new Promise(() => {});

describe('checkEmail', () => {
  it.each<[string, string, EmailValidator | undefined, unknown]>([
    ['default, valid format', 'ana@example.com', undefined, { verdict: 'valid', accepted: true }],
    ['default, invalid format', 'ana@', undefined, { verdict: 'invalid-format', accepted: false, message: EMAIL_MESSAGE }],
    ['validator says yes', 'ana@example.com', async () => true, { verdict: 'valid', accepted: true }],
    ['validator says no', 'ana@example.com', async () => false, { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE }],
    // Spec 03 §5: the callback "returns truthy or falsy".
    ['validator answers 1 (truthy)', 'ana@example.com', async () => 1, { verdict: 'valid', accepted: true }],
    ["validator answers 'yes' (truthy)", 'ana@example.com', async () => 'yes', { verdict: 'valid', accepted: true }],
    ['validator answers null (falsy)', 'ana@example.com', async () => null, { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE }],
    ['validator answers undefined (falsy)', 'ana@example.com', async () => undefined, { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE }],
    ["validator answers '' (falsy)", 'ana@example.com', async () => '', { verdict: 'rejected', accepted: false, message: EMAIL_MESSAGE }],
    [
      'validator rejects',
      'ana@example.com',
      async () => {
        throw new Error('503');
      },
      { verdict: 'unverified', accepted: true, reason: 'error' },
    ],
    [
      'validator throws synchronously',
      'ana@example.com',
      () => {
        throw new Error('boom');
      },
      { verdict: 'unverified', accepted: true, reason: 'error' },
    ],
    ['validator never answers', 'ana@example.com', never, { verdict: 'unverified', accepted: true, reason: 'timeout' }],
  ])('%s', async (_, email, validator, expected) => {
    expect(await checkEmail(email, validator, { timeoutMs: 20 })).toEqual(expected);
  });

  it('does not call the validator for an invalid format', async () => {
    const validator = vi.fn(async () => true);
    await checkEmail('not an email', validator);
    expect(validator).not.toHaveBeenCalled();
  });

  it('passes the trimmed address and a signal that aborts on timeout', async () => {
    let seen: { email: string; signal: AbortSignal } | undefined;
    const validator: EmailValidator = (email, signal) => {
      seen = { email, signal };
      return new Promise(() => {});
    };
    await checkEmail('  ana@example.com ', validator, { timeoutMs: 10 });
    expect(seen?.email).toBe('ana@example.com');
    expect(seen?.signal.aborted).toBe(true);
  });

  it('waits 3 seconds by default before giving up', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = checkEmail('ana@example.com', never).then((r) => {
        settled = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ verdict: 'unverified', reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});
