// @vitest-environment node
import { KNOWN_NMLS_IDS, localServices } from './local';
import { ORIGIN, ROUTES, testRelay } from './test-helpers';

const CRM = 'http://127.0.0.1:4080/leads';

afterEach(() => vi.unstubAllGlobals());

describe("the relay's local stand-ins (npm start)", () => {
  const relay = () => testRelay(undefined, { local: localServices({ crmUrl: CRM }, ROUTES.origins) });

  it.each(Object.entries(KNOWN_NMLS_IDS))('the NMLS lookup knows %s (%s), readable by a brand page', async (id, companyName) => {
    const response = await relay().request(new Request(`http://relay.test/leads/nmls?id=${id}`, { headers: { Origin: ORIGIN } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ body: { data: { records: [{ nmlsId: id, companyName }] } } });
  });

  it('an unknown NMLS ID has no record; another origin gets 403', async () => {
    const unknown = await relay().request(new Request('http://relay.test/leads/nmls?id=999999', { headers: { Origin: ORIGIN } }));
    expect(await unknown.json()).toEqual({ body: { data: { records: [] } } });
    const other = await relay().request(new Request('http://relay.test/leads/nmls?id=123456', { headers: { Origin: 'https://evil.example' } }));
    expect(other.status).toBe(403);
    expect(other.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it("a Rate Watch sign-up goes on to the local CRM as it came, and the CRM's answer comes back", async () => {
    const got: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      got.push({ url, body: await new Response(init.body).text() });
      return new Response('{"received":true}', { status: 200 });
    });
    const response = await relay().request(
      new Request('http://relay.test/leads/rate-watch', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{"email":"ada@example.com"}' }),
    );
    expect(response.status).toBe(200);
    expect(got).toEqual([{ url: `${CRM}/rate-watch`, body: '{"email":"ada@example.com"}' }]);
  });
});
