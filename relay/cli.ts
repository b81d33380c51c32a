/**
 * `npm run leads -- list` and `npm run leads -- replay <id|--failed>` (scripts/leads.ts): what the bank
 * reads of the stored leads and how it sends again the ones the CRM refused or that ran out of attempts.
 * A listed lead is one JSON object a line, with no field value: id, form, state, attempts, lastError.
 */
import { Forwarder, type ForwardDeps } from './crm';
import type { LeadStore, StoredLead } from './store/types';

const LEADS_USAGE = 'Usage: npm run leads -- list | replay <id> | replay --failed';

/** One lead as `list` prints it. */
function listedLead(lead: StoredLead): string {
  return JSON.stringify({ id: lead.id, form: lead.form, state: lead.state, attempts: lead.attempts, lastError: lead.lastError ?? null });
}

/** Runs the command; resolves with the exit code. */
export async function runLeadsCommand(args: readonly string[], store: LeadStore, out: (line: string) => void, deps: ForwardDeps = {}): Promise<number> {
  const [command, target] = args;
  if (command === 'list' && target === undefined) {
    for (const lead of await store.list()) out(listedLead(lead));
    return 0;
  }
  if (command === 'replay' && target !== undefined) {
    const leads = target === '--failed' ? (await store.list()).filter((lead) => lead.state === 'failed' || lead.state === 'refused') : [await store.get(target)];
    if (leads[0] === undefined) {
      out(`No lead ${target}.`);
      return 1;
    }
    const forwarder = new Forwarder(store, deps);
    for (const lead of leads) {
      if (lead === undefined) continue;
      // Sent again from the start of its state machine: the CRM's last word was about the lead as it was then.
      await store.update(lead.id, { state: 'stored', attempts: lead.attempts });
      await forwarder.forward(lead.id);
      const after = await store.get(lead.id);
      if (after !== undefined) out(listedLead(after));
    }
    return 0;
  }
  out(LEADS_USAGE);
  return 2;
}
