/**
 * The relay's store as a Cloudflare Worker: a KV namespace (the binding LEADS in wrangler.toml). A lead
 * is one value under `lead:<id>`, its idempotency key one under `key:<key>` pointing at the id. KV is
 * eventually consistent across locations: the same key sent twice within a few seconds to two locations
 * can make two leads, which the CRM's own dedupe on the Idempotency-Key (webhook) then meets.
 */
import { applyUpdate, type LeadStore, type LeadUpdate, type StoredLead } from './types';

/** The part of Workers' KVNamespace the store uses. */
export interface KvLike {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  list(options: { prefix: string; cursor?: string }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>;
}

export class KvStore implements LeadStore {
  constructor(private readonly kv: KvLike) {}

  async put(lead: StoredLead): Promise<void> {
    await this.kv.put(`lead:${lead.id}`, JSON.stringify(lead));
    await this.kv.put(`key:${lead.key}`, lead.id);
  }

  async update(id: string, change: LeadUpdate): Promise<void> {
    const lead = await this.get(id);
    if (lead !== undefined) await this.kv.put(`lead:${id}`, JSON.stringify(applyUpdate(lead, change)));
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const text = await this.kv.get(`lead:${id}`);
    return text === null ? undefined : (JSON.parse(text) as StoredLead);
  }

  async byKey(key: string): Promise<StoredLead | undefined> {
    const id = await this.kv.get(`key:${key}`);
    return id === null ? undefined : this.get(id);
  }

  async list(): Promise<StoredLead[]> {
    const leads: StoredLead[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.kv.list({ prefix: 'lead:', ...(cursor === undefined ? {} : { cursor }) });
      for (const { name } of page.keys) {
        const lead = await this.get(name.slice('lead:'.length));
        if (lead !== undefined) leads.push(lead);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor !== undefined);
    return leads.sort((a, b) => a.at.localeCompare(b.at));
  }

  async close(): Promise<void> {}
}
