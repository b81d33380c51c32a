import { checkUrl } from './validate-url';
import { isEndpointUrl, leadingToken } from './endpoint';

describe('the endpoint rule, one for content and for the forms', () => {
  it.each([
    ['https://leads.axosbank.com/v1', true],
    ['http://localhost:6400/leads', true],
    ['http://127.0.0.1/leads', true],
    ['http://[::1]:8080/leads', true],
    ['http://leads.axosbank.com/v1', false],
    ['ftp://leads.bank.example/', false],
    ['javascript:alert(1)', false],
    ['/leads', false],
    ['{leadReceiverUrl}/nmls', false],
  ])('%s is an endpoint: %s, for the forms and for the content check of a local build alike', (url, ok) => {
    expect(isEndpointUrl(url)).toBe(ok);
    expect(checkUrl(url, 'endpoint', {}, undefined, { local: true }).ok).toBe(ok);
  });

  it.each(['http://localhost:6400/leads', 'http://127.0.0.1/leads', 'http://[::1]:8080/leads'])(
    '%s is refused by the content check of a production build, which decides what the forms are given',
    (url) => {
      const verdict = checkUrl(url, 'endpoint', {});
      expect(verdict.ok).toBe(false);
      expect(verdict).toHaveProperty('message', expect.stringContaining('is this machine: only the local lead receiver'));
    },
  );

  it('names the {token} an endpoint starts with, and only a leading one', () => {
    expect(leadingToken('{leadReceiverUrl}/nmls')).toBe('leadReceiverUrl');
    expect(leadingToken('https://a.example/{leadReceiverUrl}')).toBeUndefined();
    expect(leadingToken('{ leadReceiverUrl }')).toBeUndefined();
  });
});
