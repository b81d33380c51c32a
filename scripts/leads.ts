/**
 * npm run leads -- list | replay <id> | replay --failed: the relay's stored leads (the journal at
 * LEAD_JOURNAL, default relay-data/leads.jsonl), one JSON object a line, and sending again the ones the
 * CRM refused or that ran out of attempts (docs/lead-relay.md). Run it while `npm start` is stopped:
 * a running relay keeps its own view of the journal.
 */
import { runLeadsCommand } from '../relay/cli';
import { DEFAULT_JOURNAL } from '../relay/node';
import { JournalStore } from '../relay/store/journal';

const store = await JournalStore.open(process.env.LEAD_JOURNAL ?? DEFAULT_JOURNAL);
const code = await runLeadsCommand(process.argv.slice(2), store, (line) => console.log(line));
await store.close();
process.exit(code);
