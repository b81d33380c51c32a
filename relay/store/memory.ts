/** A LeadStore in memory: for tests, and what the journal replays into. */
import { applyUpdate, type LeadStore, type LeadUpdate, type StoredLead } from './types';

export class MemoryStore implements LeadStore {
  protected readonly leads = new Map<string, StoredLead>();
  protected readonly keys = new Map<string, string>();

  async put(lead: StoredLead): Promise<void> {
    this.apply({ op: 'put', lead });
  }

  async update(id: string, change: LeadUpdate): Promise<void> {
    this.apply({ op: 'update', id, change });
  }

  async get(id: string): Promise<StoredLead | undefined> {
    return this.leads.get(id);
  }

  async byKey(key: string): Promise<StoredLead | undefined> {
    const id = this.keys.get(key);
    return id === undefined ? undefined : this.leads.get(id);
  }

  async list(): Promise<StoredLead[]> {
    return [...this.leads.values()];
  }

  async close(): Promise<void> {}

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
