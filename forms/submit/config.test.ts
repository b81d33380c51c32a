import { describe, expect, it } from 'vitest';
import { resolveSubmitConfig, submitEndpoint, SubmitHandlerConfig } from './config';
import { handlerFor } from './handler-from-content';
import { SALESFORCE_WEB_TO_LEAD } from './handlers';

describe('SubmitHandlerConfig', () => {
  it.each([
    [{ handler: 'log' }],
    [{ handler: 'webhook', url: 'https://hooks.example/leads' }],
    [{ handler: 'webhook', url: 'http://127.0.0.1:4100/leads', timeoutMs: 500, maxAttempts: 2 }],
    [{ handler: 'webhook', url: 'http://localhost:3000/x' }],
    [{ handler: 'webhook', url: '{leadReceiverUrl}' }],
    [{ handler: 'webhook', url: '{leadReceiverUrl}/general' }],
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
    ['webhook with an empty token', { handler: 'webhook', url: '{}/leads' }],
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

describe('resolveSubmitConfig', () => {
  const tokens: Record<string, string> = {
    leadReceiverUrl: 'https://leads.bank.example/v1',
    localUrl: 'http://127.0.0.1:4090/leads',
    plainUrl: 'http://leads.bank.example',
  };
  const resolve = (href: string) => href.replace(/\{(\w+)\}/g, (_, name: string) => tokens[name] ?? `{${name}}`);

  it('replaces the webhook endpoint token with its site URL', () => {
    expect(resolveSubmitConfig({ handler: 'webhook', url: '{leadReceiverUrl}/general' }, resolve)).toEqual({
      handler: 'webhook',
      url: 'https://leads.bank.example/v1/general',
    });
  });

  it('accepts a token overridden to a receiver on this machine', () => {
    expect(resolveSubmitConfig({ handler: 'webhook', url: '{localUrl}' }, resolve)).toEqual({ handler: 'webhook', url: 'http://127.0.0.1:4090/leads' });
  });

  it('resolves the salesforce action and leaves other handlers alone', () => {
    expect(resolveSubmitConfig({ handler: 'salesforce', oid: 'O', retURL: 'https://r.example/', action: '{leadReceiverUrl}' }, resolve)).toMatchObject({
      action: 'https://leads.bank.example/v1',
    });
    expect(resolveSubmitConfig(undefined, resolve)).toEqual({ handler: 'log' });
  });

  it('throws naming the endpoint when it resolves to plain http on another host, or stays a token', () => {
    expect(() => resolveSubmitConfig({ handler: 'webhook', url: '{plainUrl}' }, resolve)).toThrow(
      'submit.url: "http://leads.bank.example": Use https:// or a {token} site URL (http:// only for the local lead receiver on localhost or 127.0.0.1, in `npm run build -- --local-leads`)',
    );
    expect(() => handlerFor({ handler: 'webhook', url: '{leadReceiverUrl}' })).toThrow('submit.url: "{leadReceiverUrl}"');
  });
});

describe("submitEndpoint: where a handler sends (what the page's connect-src allows)", () => {
  it.each<[SubmitHandlerConfig, string | undefined]>([
    [{ handler: 'log' }, undefined],
    [{ handler: 'webhook', url: 'https://hooks.example/leads' }, 'https://hooks.example/leads'],
    [{ handler: 'hubspot', portalId: '1234567', formGuid: '1b2c3d4e-0000' }, 'https://api.hsforms.com/submissions/v3/integration/submit/1234567/1b2c3d4e-0000'],
    [SubmitHandlerConfig.parse({ handler: 'salesforce', oid: '00D', retURL: 'https://bank.example/thanks/' }), SALESFORCE_WEB_TO_LEAD],
  ])('%j sends to %s', (config, endpoint) => {
    expect(submitEndpoint(config)).toBe(endpoint);
  });
});
