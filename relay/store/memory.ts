/** A LeadStore in memory: for tests, and what the journal replays into. */
import { applyUpdate, type LeadStore, type LeadUpdate, type StoredLead } from './types';

/** Its methods answer at once; they return promises because a LeadStore may wait on a disk or a database. */
export class MemoryStore implements LeadStore {
  protected readonly leads = new Map<string, StoredLead>();
  protected readonly keys = new Map<string, string>();

  put(lead: StoredLead): Promise<void> {
    this.apply({ op: 'put', lead });
    return Promise.resolve();
  }

  update(id: string, change: LeadUpdate): Promise<void> {
    this.apply({ op: 'update', id, change });
    return Promise.resolve();
  }

  get(id: string): Promise<StoredLead | undefined> {
    return Promise.resolve(this.leads.get(id));
  }

  byKey(key: string): Promise<StoredLead | undefined> {
    const id = this.keys.get(key);
    return Promise.resolve(id === undefined ? undefined : this.leads.get(id));
  }

  list(): Promise<StoredLead[]> {
    return Promise.resolve([...this.leads.values()]);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** One change, as the journal writes it. */
  protected apply(entry: JournalEntry): void {
    if (entry.op === 'put') {
      this.leads.set(entry.lead.id, entry.lead);
      this.keys.set(entry.lead.key, entry.lead.id);
      return;
    }
    const lead = this.leads.get(entry.id);
    if (lead !== undefined) this.leads.set(entry.id, applyUpdate(lead, entry.change));
  }
}

/** One line of the journal: a new lead, or a change of one's state. */
export type JournalEntry = { op: 'put'; lead: StoredLead } | { op: 'update'; id: string; change: LeadUpdate };
