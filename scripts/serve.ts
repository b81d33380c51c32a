/**
 * npm run serve: serves every built brand (or BRAND=AXC only) from out/<CODE>/ on its own port of
 * 127.0.0.1, as a domain root: AXB on PORT_BASE (default 4100), AXI on the next port, and so on in
 * brand order. A brand that has not been built is listed and left out. Ctrl+C stops.
 *
 * `--leads` also runs the lead relay (10 ports below the first brand; its journal in relay-data/), which
 * logs one line per request, and the local CRM it forwards to (20 ports below), which prints every
 * lead it gets (bounded: describeLead): `npm start` builds with `--local-leads` so the sample forms
 * post to the relay (scripts/lib/local-leads.ts).
 */
import { brandsFromEnv, scriptArgs } from './lib/args';
import { describeLead } from './lib/lead-receiver';
import { type LocalLeads, startLocalLeads } from './lib/local-leads';
import { brandPort, hasExport, portBase, startStaticServers } from './lib/static-server';

const { values } = scriptArgs('Usage: [BRAND=<code>] [PORT_BASE=<port>] npm run serve -- [--leads]', { leads: { type: 'boolean' } });
const requested = brandsFromEnv();
const brands = requested.filter((brand) => hasExport(brand));
const missing = requested.filter((brand) => !hasExport(brand));

let base: number;
try {
  base = portBase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const brand of missing) {
  console.warn(`${brand.padEnd(6)} not built (out/${brand}/ is missing), not served; build it with BRAND=${brand} npm run build`);
}
if (brands.length === 0) {
  console.error('Nothing to serve: no brand has been built. Run npm run build (or BRAND=<code> npm run build) first.');
  process.exit(1);
}

try {
  const running = await startStaticServers(brands, { portBase: base });
  const LEAD_SERVERS = { relay: 'lead relay: checks, stores, forwards', crm: 'local CRM: prints each lead' };
  // One column for every row printed, the lead servers' included, so the addresses line up.
  const nameWidth = Math.max(
    ...running.servers.map((server) => server.name.length),
    ...(values.leads === true ? Object.values(LEAD_SERVERS).map((name) => name.length) : []),
  );
  for (const server of running.servers) {
    console.log(`${server.brand.padEnd(6)} ${server.name.padEnd(nameWidth)}  ${server.url}`);
  }
  let leads: LocalLeads | undefined;
  if (values.leads === true) {
    leads = await startLocalLeads({ base, brands, onCrmLead: (lead) => console.log(`CRM got: ${describeLead(lead)}`) });
    console.log(`${'Relay'.padEnd(6)} ${LEAD_SERVERS.relay.padEnd(nameWidth)}  ${leads.relay.url}/leads`);
    console.log(`${'CRM'.padEnd(6)} ${LEAD_SERVERS.crm.padEnd(nameWidth)}  ${leads.crm.url}`);
  }
  console.log('Press Ctrl+C to stop.');
  const stop = () => {
    void Promise.all([running.close(), leads?.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`Ports used: ${brands.map((brand) => `${brand} ${brandPort(brand, base)}`).join(', ')}.`);
  process.exit(1);
}
