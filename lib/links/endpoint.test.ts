import { checkUrl } from './validate-url';
import { isEndpointUrl, leadingToken } from './endpoint';

describe('the endpoint rule, one for content and for the forms', () => {
  it.each([
    ['https://leads.bank.example/v1', true],
    ['http://localhost:6400/leads', true],
    ['http://127.0.0.1/leads', true],
    ['http://[::1]:8080/leads', true],
    ['http://leads.bank.example/v1', false],
    ['ftp://leads.bank.example/', false],
    ['javascript:alert(1)', false],
    ['/leads', false],
    ['{leadReceiverUrl}/nmls', false],
  ])('%s is an endpoint: %s, for the forms and for the content check alike', (url, ok) => {
    expect(isEndpointUrl(url)).toBe(ok);
    expect(checkUrl(url, 'endpoint', {}).ok).toBe(ok);
  });

  it('names the {token} an endpoint starts with, and only a leading one', () => {
    expect(leadingToken('{leadReceiverUrl}/nmls')).toBe('leadReceiverUrl');
    expect(leadingToken('https://a.example/{leadReceiverUrl}')).toBeUndefined();
    expect(leadingToken('{ leadReceiverUrl }')).toBeUndefined();
  });
});
