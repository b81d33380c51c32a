// @vitest-environment node
import { crmReason } from './crm';
import { envelope, fakeCrm, leadRequest, ORIGIN, testRelay } from './test-helpers';

const page = (path: string) => ({ page: { uri: `${ORIGIN}${path}`, name: 'Page' } });

async function sendOne(path: string, answers: Parameters<typeof fakeCrm>[0]) {
  const relay = testRelay(fakeCrm(answers));
  const response = await relay.request(leadRequest(envelope(page(path))));
  const { id } = (await response.json()) as { id: string };
  await relay.forwarder.idle();
  return { relay, lead: await relay.store.get(id) };
}

const hubspotError = (status: number, errors: { message: string; errorType: string }[]) => () =>
  new Response(JSON.stringify({ status: 'error', message: 'The request is not valid', errors }), { status, headers: { 'Content-Type': 'application/json' } });

describe("the relay reads the CRM's answers", () => {
  it.each([
    [
      'INVALID_EMAIL',
      [{ message: 'Email address ada@example is invalid', errorType: 'INVALID_EMAIL' }],
      'the CRM answered 400: INVALID_EMAIL: Email address ada@example is invalid',
    ],
    [
      'FORM_HAS_RECAPTCHA_ENABLED',
      [{ message: 'This form has recaptcha enabled', errorType: 'FORM_HAS_RECAPTCHA_ENABLED' }],
      'the CRM answered 400: FORM_HAS_RECAPTCHA_ENABLED: This form has recaptcha enabled',
    ],
    [
      'a field the form lacks',
      [{ message: "Error in 'fields.phone'. Property doesn't exist", errorType: 'FIELD_NOT_IN_FORM_DEFINITION' }],
      "the CRM answered 400: FIELD_NOT_IN_FORM_DEFINITION: Error in 'fields.phone'. Property doesn't exist",
    ],
  ])('HubSpot refuses with %s: refused with its reason, asked once, never retried', async (_case, errors, reason) => {
    const { relay, lead } = await sendOne('/hubspot/', [hubspotError(400, errors)]);
    expect(relay.crm.received).toHaveLength(1);
    expect(relay.crm.received[0]!.url).toBe('https://api.hsforms.com/submissions/v3/integration/submit/123/abcdef12-3456');
    expect(lead).toMatchObject({ state: 'refused', attempts: 1, lastError: reason });
  });

  it("Salesforce's opaque 200 is forwarded, sent as the Web-to-Lead form body", async () => {
    const { relay, lead } = await sendOne('/salesforce/', [() => new Response('', { status: 200 })]);
    expect(lead).toMatchObject({ state: 'forwarded', attempts: 1 });
    const body = new URLSearchParams(relay.crm.received[0]!.body);
    expect(body.get('oid')).toBe('00D000000000001');
    expect(body.get('email')).toBe('ada@example.com');
    expect(relay.crm.received[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('a webhook answering 503 twice then 200: retried, forwarded once on the third attempt', async () => {
    const { relay, lead } = await sendOne('/contact/', [
      () => new Response('busy', { status: 503 }),
      () => new Response('busy', { status: 503 }),
      () => new Response('ok', { status: 200 }),
    ]);
    expect(relay.crm.received).toHaveLength(3);
    expect(new Set(relay.crm.received.map((request) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(lead).toMatchObject({ state: 'forwarded', attempts: 3 });
    expect(lead?.lastError).toBeUndefined();
  });

  it('a webhook that always answers 500: failed after its attempts, with the last answer', async () => {
    const { relay, lead } = await sendOne('/contact/', [() => new Response('down for maintenance', { status: 500 })]);
    expect(relay.crm.received).toHaveLength(6);
    expect(lead).toMatchObject({ state: 'failed', attempts: 6, lastError: 'the CRM answered 500: down for maintenance' });
  });

  it('a webhook that never answers: each attempt times out, then failed', async () => {
    const crm = fakeCrm([() => new Promise<Response>(() => undefined)]);
    const relay = testRelay(crm, { forward: { fetch: crm.fetch, sleep: async () => undefined, policy: { timeoutMs: 50, maxAttempts: 2 } } });
    const response = await relay.request(leadRequest(envelope()));
    const { id } = (await response.json()) as { id: string };
    await relay.forwarder.idle();
    expect(crm.received).toHaveLength(2);
    expect(await relay.store.get(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'timeout: Your request was not sent: the server did not answer within 0 seconds.',
    });
  });
});

describe('crmReason', () => {
  it.each([
    [400, '{"status":"error","message":"Bad"}', 'the CRM answered 400: Bad'],
    [422, 'plain words', 'the CRM answered 422: plain words'],
    [404, '', 'the CRM answered 404'],
  ])('%i %j: %s', (status, body, reason) => {
    expect(crmReason(status, body)).toBe(reason);
  });
});
