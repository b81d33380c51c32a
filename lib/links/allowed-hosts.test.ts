import { HUBSPOT_SUBMIT_BASE, SALESFORCE_WEB_TO_LEAD } from '@/forms/submit/handlers';
import { playerFor } from '@/lib/video/player';
import { thumbnailSrc } from '@/lib/video/tiles';
import { ALLOWED_HOSTS, allowedHosts, type HostPurpose, hostRefusal, isAllowedHost, PURPOSE_NAMES } from './allowed-hosts';

describe('the list of approved outside hosts', () => {
  it.each<[string, HostPurpose]>([
    ['leads.axosbank.com', 'leadEndpoints'],
    ['webto.salesforce.com', 'leadEndpoints'],
    ['api.hsforms.com', 'leadEndpoints'],
    ['calculators.axosbank.com', 'frames'],
    ['img.youtube.com', 'images'],
    ['fast.wistia.com', 'video'],
    ['online.axosbank.com', 'logins'],
    ['LEADS.AXOSBANK.COM', 'leadEndpoints'],
  ])('%s is approved for %s', (host, purpose) => {
    expect(isAllowedHost(host, purpose)).toBe(true);
    expect(hostRefusal(host, purpose)).toBeUndefined();
  });

  it.each<[string, HostPurpose, string]>([
    ['leads.axosbank.com.evil.example', 'leadEndpoints', ' (it only looks like leads.axosbank.com)'],
    ['webto.salesforce.com.evil.example', 'leadEndpoints', ' (it only looks like webto.salesforce.com)'],
    ['evil-leads.axosbank.com', 'leadEndpoints', ' (it only looks like leads.axosbank.com)'],
    ['axosbank.com', 'leadEndpoints', ' (it only looks like leads.axosbank.com)'],
    ['x.leads.axosbank.com', 'leadEndpoints', ' (it only looks like leads.axosbank.com)'],
    ['tracker.example', 'images', ''],
    ['calculators.evil.example', 'frames', ''],
    ['online.axosbank.com.evil.example', 'logins', ' (it only looks like online.axosbank.com)'],
    // Approved for one purpose is not approved for another: a login site is no lead endpoint.
    ['online.axosbank.com', 'leadEndpoints', ''],
    ['img.youtube.com', 'frames', ''],
  ])('%s is refused for %s, naming the list it would have to be added to', (host, purpose, lookalike) => {
    expect(isAllowedHost(host, purpose)).toBe(false);
    expect(hostRefusal(host, purpose)).toBe(
      `The host ${host}${lookalike} is not on the ${PURPOSE_NAMES[purpose]} list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (${allowedHosts(purpose).join(', ')}), or have engineering add this one there`,
    );
  });

  it('holds each host as the URL parser writes it, once per purpose, with the reason a reviewer reads', () => {
    for (const [purpose, entries] of Object.entries(ALLOWED_HOSTS)) {
      const hosts = entries.map((entry) => entry.host);
      expect(new Set(hosts).size, purpose).toBe(hosts.length);
      for (const entry of entries) {
        expect(new URL(`https://${entry.host}/`).hostname).toBe(entry.host);
        expect(entry.why.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("the code's own outside hosts are on the list, so the build's policy check accepts what the blocks add", () => {
  it.each<[string, string, HostPurpose]>([
    ['HubSpot submit', HUBSPOT_SUBMIT_BASE, 'leadEndpoints'],
    ['Salesforce Web-to-Lead (the default action)', SALESFORCE_WEB_TO_LEAD, 'leadEndpoints'],
    ['a YouTube tile thumbnail', thumbnailSrc({ videoId: 'aqz-KE-bpKQ' }), 'images'],
    ['the YouTube player', playerFor({ provider: 'youtube', videoId: 'aqz-KE-bpKQ' }).src, 'video'],
    ['the Vimeo player', playerFor({ provider: 'vimeo', videoId: '76979871' }).src, 'video'],
  ])('%s (%s)', (_what, url, purpose) => {
    expect(hostRefusal(new URL(url).hostname, purpose)).toBeUndefined();
  });
});
