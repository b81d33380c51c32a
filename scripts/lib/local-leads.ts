/**
 * The lead path on this machine (`npm start`, the end-to-end tests): the lead relay at the lead
 * receiver's old address (`{leadReceiverUrl}`, 10 ports below the first brand), in local mode (the NMLS
 * lookup and Rate Watch stand-ins), forwarding to a local "CRM" 20 ports below the first brand
 * (`{leadCrmUrl}`: the lead receiver, which prints or records each lead it gets).
 * `npm run build -- --local-leads` points the exports' tokens at both (localLeadTokens).
 */
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { LOCAL_BUILD_ENV, tokenEnvName } from '../../lib/links';
import { localServices } from '../../relay/local';
import { type NodeRelay, startNodeRelay } from '../../relay/node';
import { leadRoutesFromContent } from '../../relay/routes';
import { type LeadReceiver, leadReceiverPort, leadReceiverUrl, startLeadReceiver } from './lead-receiver';
import { brandOrigin, HOST, portBase } from './static-server';

/** The local CRM sits 20 ports below the first brand: 4080 with the default PORT_BASE of 4100. */
function localCrmPort(base: number = portBase()): number {
  return base - 20;
}

export function localCrmUrl(base: number = portBase()): string {
  return `http://${HOST}:${localCrmPort(base)}/leads`;
}

/** The site URL overrides of a build for this machine: the relay for the pages, the local CRM for the relay. */
export function localLeadTokens(base: number = portBase()): Record<string, string> {
  return { [tokenEnvName('leadReceiverUrl')]: leadReceiverUrl(base), [tokenEnvName('leadCrmUrl')]: localCrmUrl(base), [LOCAL_BUILD_ENV]: '1' };
}

export type LocalLeads = { relay: NodeRelay; crm: LeadReceiver; close(): Promise<void> };

export async function startLocalLeads({
  base = portBase(),
  brands = BRAND_CODES,
  journal,
  onCrmLead,
  onLookup,
  relay: relayOptions = {},
}: {
  base?: number;
  brands?: readonly BrandCode[];
  journal?: string;
  onCrmLead?: Parameters<typeof startLeadReceiver>[0]['onLead'];
  onLookup?: (id: string) => void;
  relay?: Partial<Omit<Parameters<typeof startNodeRelay>[0], 'routes' | 'local' | 'port' | 'journal'>>;
} = {}): Promise<LocalLeads> {
  // The routes read content with the local tokens, so each form forwards to the local CRM.
  Object.assign(process.env, localLeadTokens(base));
  const local = Object.fromEntries(brands.map((brand) => [brandOrigin(brand, base), brand]));
  const routes = leadRoutesFromContent(BRAND_CODES, local);
  const crm = await startLeadReceiver({ port: localCrmPort(base), portBase: base, ...(onCrmLead && { onLead: onCrmLead }) });
  const relay = await startNodeRelay({
    port: leadReceiverPort(base),
    ...(journal !== undefined && { journal }),
    routes,
    local: localServices({ crmUrl: crm.url, ...(onLookup && { onLookup }) }, routes.origins),
    ...relayOptions,
  });
  return { relay, crm, close: async () => void (await Promise.all([relay.close(), crm.close()])) };
}
