import { describe, expect, it } from 'vitest';
import { handlerFor, SubmitHandlerConfig } from './config';
import { SALESFORCE_WEB_TO_LEAD } from './handlers';

describe('SubmitHandlerConfig', () => {
  it.each([
    [{ handler: 'log' }],
    [{ handler: 'webhook', url: 'https://hooks.example/leads' }],
    [{ handler: 'webhook', url: 'http://127.0.0.1:4100/leads', timeoutMs: 500, maxAttempts: 2 }],
    [{ handler: 'webhook', url: 'http://localhost:3000/x' }],
    [{ handler: 'hubspot', portalId: '1234567', formGuid: '1b2c3d4e-0000-4aaa-8bbb-123456789abc' }],
    [{ handler: 'salesforce', oid: '00D000000000001', retURL: 'https://bank.example/thanks/' }],
    [
      {
        handler: 'salesforce',
        oid: '00D000000000001',
        retURL: 'https://bank.example/thanks/',
        action: 'https://test.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
      },
    ],
  ])('accepts %j', (config) => {
    expect(SubmitHandlerConfig.safeParse(config).success).toBe(true);
  });

  it.each([
    ['an unknown handler', { handler: 'email' }],
    ['a missing handler', { url: 'https://hooks.example/' }],
    ['webhook without url', { handler: 'webhook' }],
    ['webhook over http to another host', { handler: 'webhook', url: 'http://hooks.example/' }],
    ['webhook with a non-URL', { handler: 'webhook', url: 'hooks.example' }],
    ['webhook with a javascript: URL', { handler: 'webhook', url: 'javascript:alert(1)' }],
    ['hubspot without formGuid', { handler: 'hubspot', portalId: '1' }],
    ['hubspot with a non-numeric portal', { handler: 'hubspot', portalId: 'abc', formGuid: 'abcdef12-3456' }],
    ['salesforce without oid', { handler: 'salesforce', retURL: 'https://r.example/' }],
    ['salesforce without retURL', { handler: 'salesforce', oid: 'O' }],
    ['salesforce with a javascript: retURL', { handler: 'salesforce', oid: 'O', retURL: 'javascript:alert(1)' }],
    ['an unknown key', { handler: 'log', url: 'https://x.example/' }],
    ['a timeout below 100 ms', { handler: 'webhook', url: 'https://h.example/', timeoutMs: 10 }],
    ['too many attempts', { handler: 'webhook', url: 'https://h.example/', maxAttempts: 10 }],
  ])('rejects %s', (_, config) => {
    expect(SubmitHandlerConfig.safeParse(config).success).toBe(false);
  });

  it('defaults the salesforce action', () => {
    const parsed = SubmitHandlerConfig.parse({ handler: 'salesforce', oid: 'O', retURL: 'https://r.example/' });
    expect(parsed).toMatchObject({ action: SALESFORCE_WEB_TO_LEAD });
  });
});

describe('handlerFor', () => {
  it('throws on an invalid configuration (caught when content is checked, not in the browser)', () => {
    // @ts-expect-error: deliberately invalid
    expect(() => handlerFor({ handler: 'webhook' })).toThrow();
  });

  it('returns a function for each valid configuration', () => {
    expect(typeof handlerFor(undefined)).toBe('function');
    expect(typeof handlerFor({ handler: 'webhook', url: 'https://h.example/' })).toBe('function');
  });
});
