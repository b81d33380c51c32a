import { describe, expect, it, vi } from 'vitest';
import type { SubmitHandlerConfigInput } from './config';
import { handlerFor } from './handler-from-content';
import { hubspotHandler, logHandler, salesforceHandler, webhookHandler } from './handlers';
import { recordingSleep, scriptedFetch, type RecordedRequest, type Step } from './test-helpers';
import type { HubSpotSubmission, SubmitPayload } from './types';

const PAYLOAD: SubmitPayload = {
  first_name: 'Ana María',
  last_name: "O'Neil",
  email: 'ana@example.com',
  phone: '5551234567',
  checkbox__c: true,
  DoNotCall: false,
  Potential_Funding__c: 25000.5,
  Marketing_Source__c: 'no campaign_no source',
};
const CONTEXT = { pageUri: 'https://bank.example/business/?utm_source=x&a=b', pageName: 'Business banking' };

function deps(...steps: Step[]) {
  const { fetch, requests } = scriptedFetch(...steps);
  const { sleep, delays } = recordingSleep();
  return { deps: { fetch, sleep, random: () => 0 }, requests, delays };
}

const hubspotBodyExpected = {
  fields: [
    { name: 'first_name', value: 'Ana María' },
    { name: 'last_name', value: "O'Neil" },
    { name: 'email', value: 'ana@example.com' },
    { name: 'phone', value: '5551234567' },
    { name: 'checkbox__c', value: 'true' },
    { name: 'DoNotCall', value: 'false' },
    { name: 'Potential_Funding__c', value: '25000.5' },
    { name: 'Marketing_Source__c', value: 'no campaign_no source' },
  ],
  context: { pageUri: CONTEXT.pageUri, pageName: 'Business banking' },
};

const salesforceBodyExpected =
  'oid=00D000000000001&retURL=https%3A%2F%2Fbank.example%2Fthanks%2F' +
  '&first_name=Ana+Mar%C3%ADa&last_name=O%27Neil&email=ana%40example.com&phone=5551234567' +
  '&checkbox__c=true&DoNotCall=false&Potential_Funding__c=25000.5&Marketing_Source__c=no+campaign_no+source';

describe('the exact request of each handler', () => {
  it.each<[string, SubmitHandlerConfigInput, Step, RecordedRequest, (body: string) => unknown, unknown]>([
    [
      'webhook',
      { handler: 'webhook', url: 'https://hooks.example/leads?k=1' },
      200,
      { url: 'https://hooks.example/leads?k=1', method: 'POST', headers: { 'content-type': 'application/json' } },
      JSON.parse,
      PAYLOAD,
    ],
    [
      'hubspot',
      { handler: 'hubspot', portalId: '1234567', formGuid: '1b2c3d4e-0000-4aaa-8bbb-123456789abc' },
      200,
      {
        url: 'https://api.hsforms.com/submissions/v3/integration/submit/1234567/1b2c3d4e-0000-4aaa-8bbb-123456789abc',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      JSON.parse,
      hubspotBodyExpected,
    ],
    [
      'salesforce (default action)',
      { handler: 'salesforce', oid: '00D000000000001', retURL: 'https://bank.example/thanks/' },
      'opaque',
      {
        url: 'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (body: string) => body,
      salesforceBodyExpected,
    ],
    [
      'salesforce (configured action)',
      {
        handler: 'salesforce',
        oid: '00D000000000001',
        retURL: 'https://bank.example/thanks/',
        action: 'https://test.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
      },
      'opaque',
      {
        url: 'https://test.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (body: string) => body,
      salesforceBodyExpected,
    ],
  ])('%s', async (_, config, answer, request, decode, body) => {
    const { deps: d, requests } = deps(answer);
    const result = await handlerFor(config, d)(PAYLOAD, CONTEXT);
    expect(result).toMatchObject({ status: 'sent', attempts: 1 });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject(request);
    expect(sent!.headers).toEqual(request.headers);
    expect(decode(sent!.body!)).toEqual(body);
  });

  it('the webhook sends the payload exactly, numbers and booleans kept', async () => {
    const { deps: d, requests } = deps(204);
    await webhookHandler('https://hooks.example/x', d)(PAYLOAD, CONTEXT);
    expect(requests[0]!.body).toBe(JSON.stringify(PAYLOAD));
  });

  it('hubspot escapes the ids in the path', async () => {
    const { deps: d, requests } = deps(200);
    await hubspotHandler('12/3', 'a b', d)({}, CONTEXT);
    expect(requests[0]!.url).toBe('https://api.hsforms.com/submissions/v3/integration/submit/12%2F3/a%20b');
  });

  it('salesforce: payload fields cannot override oid or retURL', async () => {
    const { deps: d, requests } = deps('opaque');
    await salesforceHandler('OID', 'https://r.example/', undefined, d)({ oid: 'evil', retURL: 'x', email: 'a@b.co' }, CONTEXT);
    expect(requests[0]!.body).toBe('oid=OID&retURL=https%3A%2F%2Fr.example%2F&email=a%40b.co');
  });
});

describe('a payload already in the HubSpot shape (spec 03 §7)', () => {
  const SUBMISSION: HubSpotSubmission = {
    fields: [
      { name: 'firstname', value: 'Ana', objectTypeId: '0-1' },
      { name: 'name', value: 'Acme Marine', objectTypeId: '0-2' },
    ],
    context: { pageUri: 'https://bank.example/vendors/', pageName: 'Vendor questionnaire', pageId: 'vendor-form' },
    legalConsentOptions: {
      consent: {
        consentToProcess: true,
        text: 'I agree to allow Axos to store and process my personal data.',
        communications: [{ value: false, subscriptionTypeId: 999, text: 'I agree to receive other communications.' }],
      },
    },
  };

  it('hubspot sends it unchanged, and still wraps a flat one', async () => {
    const { deps: d, requests } = deps(200, 200);
    await hubspotHandler('1', 'guid-1', d)(SUBMISSION, CONTEXT);
    expect(JSON.parse(requests[0]!.body!)).toEqual(SUBMISSION);
    await hubspotHandler('1', 'guid-1', d)({ email: 'a@b.co', absent: undefined }, CONTEXT);
    expect(JSON.parse(requests[1]!.body!)).toEqual({ fields: [{ name: 'email', value: 'a@b.co' }], context: CONTEXT });
  });

  it('the webhook sends it as it is', async () => {
    const { deps: d, requests } = deps(200);
    await webhookHandler('https://hooks.example/x', d)(SUBMISSION, CONTEXT);
    expect(JSON.parse(requests[0]!.body!)).toEqual(SUBMISSION);
  });

  it('salesforce sends its fields as a flat form body', async () => {
    const { deps: d, requests } = deps('opaque');
    await salesforceHandler('OID', 'https://r.example/', undefined, d)(SUBMISSION, CONTEXT);
    expect(requests[0]!.body).toBe('oid=OID&retURL=https%3A%2F%2Fr.example%2F&firstname=Ana&name=Acme+Marine');
  });
});

describe('results', () => {
  it.each<[string, SubmitHandlerConfigInput, Step[], unknown, number]>([
    ['webhook 500 then 200', { handler: 'webhook', url: 'https://h.example/' }, [500, 200], { status: 'sent', attempts: 2, httpStatus: 200 }, 2],
    ['webhook 404', { handler: 'webhook', url: 'https://h.example/' }, [404], { status: 'failed', reason: 'http', httpStatus: 404, attempts: 1 }, 1],
    ['hubspot 429 then 200', { handler: 'hubspot', portalId: '1', formGuid: 'abcdef12-3456' }, [429, 200], { status: 'sent', attempts: 2 }, 2],
    ['hubspot 400', { handler: 'hubspot', portalId: '1', formGuid: 'abcdef12-3456' }, [400], { status: 'failed', reason: 'http', httpStatus: 400 }, 1],
    [
      'salesforce network error then opaque',
      { handler: 'salesforce', oid: 'O', retURL: 'https://r.example/' },
      ['network', 'opaque'],
      { status: 'sent', attempts: 2 },
      2,
    ],
    [
      'salesforce always offline',
      { handler: 'salesforce', oid: 'O', retURL: 'https://r.example/' },
      ['network'],
      { status: 'failed', reason: 'network', attempts: 3 },
      3,
    ],
    [
      'salesforce readable 503 (not a browser)',
      { handler: 'salesforce', oid: 'O', retURL: 'https://r.example/' },
      [503, 200],
      { status: 'sent', attempts: 2 },
      2,
    ],
    [
      'maxAttempts from content',
      { handler: 'webhook', url: 'https://h.example/', maxAttempts: 1 },
      [503, 200],
      { status: 'failed', httpStatus: 503, attempts: 1 },
      1,
    ],
  ])('%s', async (_, config, steps, expected, calls) => {
    const { deps: d, requests } = deps(...steps);
    expect(await handlerFor(config, d)(PAYLOAD, CONTEXT)).toMatchObject(expected as object);
    expect(requests).toHaveLength(calls);
  });

  it('an opaque salesforce answer has no status', async () => {
    const { deps: d } = deps('opaque');
    expect(await salesforceHandler('O', 'https://r.example/', undefined, d)(PAYLOAD, CONTEXT)).toEqual({
      status: 'sent',
      attempts: 1,
    });
  });

  it('timeoutMs from content bounds each attempt', async () => {
    const { deps: d, requests } = deps('hang');
    const result = await handlerFor({ handler: 'webhook', url: 'https://h.example/', timeoutMs: 100, maxAttempts: 2 }, d)(PAYLOAD, CONTEXT);
    expect(result).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 2 });
    expect(requests).toHaveLength(2);
  });
});

describe('log handler', () => {
  it('logs the payload and succeeds without a request', async () => {
    const log = vi.fn();
    const fetch = vi.fn();
    expect(await handlerFor(undefined, { log, fetch })(PAYLOAD, CONTEXT)).toEqual({ status: 'sent', attempts: 0 });
    expect(log).toHaveBeenCalledWith('[lead form] submit', { payload: PAYLOAD, ...CONTEXT });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses console.info by default', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await logHandler()(PAYLOAD, CONTEXT);
    expect(info).toHaveBeenCalledWith('[lead form] submit', expect.objectContaining({ payload: PAYLOAD }));
    info.mockRestore();
  });
});
