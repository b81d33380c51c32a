// @vitest-environment node
/**
 * The webhook handler against a real HTTP receiver on 127.0.0.1: the real fetch, the real timers
 * (backoff shortened through the injected sleep only), and the body as the receiver read it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handlerFor } from './handler-from-content';
import type { SubmitPayload } from './types';

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Starts a receiver that answers each request with the next status (the last one repeats). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status < 300 ? '{"ok":true}' : '{"error":"try later"}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/leads`, received };
}

const PAYLOAD: SubmitPayload = {
  first_name: 'Ana',
  last_name: 'Núñez',
  email: 'ana@example.com',
  phone: '5551234567',
  checkbox__c: true,
  Send_SMS__c: true,
  DoNotCall: false,
  Potential_Funding__c: 125000,
  lead_source: 'Web RMI',
};
const CONTEXT = { pageUri: 'http://127.0.0.1/business/', pageName: 'Business' };

describe('webhook handler against a local HTTP server', () => {
  it('500 then 200: sent after one retry, the JSON body received exactly', async () => {
    const { url, received } = await receiver([500, 200]);
    const delays: number[] = [];
    const handler = handlerFor(
      { handler: 'webhook', url, timeoutMs: 5000 },
      {
        random: () => 0,
        sleep: async (ms) => {
          delays.push(ms);
        },
      },
    );

    const result = await handler(PAYLOAD, CONTEXT);

    expect(result).toEqual({ status: 'sent', attempts: 2, httpStatus: 200 });
    expect(delays).toEqual([250]);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/leads');
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual(PAYLOAD);
      expect(request.body).toBe(JSON.stringify(PAYLOAD));
    }
  });

  it('always 503: a final failure after 3 attempts', async () => {
    const { url, received } = await receiver([503]);
    const result = await handlerFor({ handler: 'webhook', url }, { sleep: async () => {} })(PAYLOAD, CONTEXT);
    expect(result).toMatchObject({ status: 'failed', reason: 'http', httpStatus: 503, attempts: 3 });
    expect(received).toHaveLength(3);
  });
});
