/**
 * The relay's small guards, each free of the framework: a bounded rate per client, the bot defence's
 * memory of recent lead content (its hash is forms/submit/consent.ts's consentHash, the browser's own).
 */
import { DUPLICATE_WINDOW_MS } from '@/forms/submit/bot';

/** At most `capacity` requests in a burst per client, refilled at `perMinute` a minute (a token bucket). */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly capacity: number,
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `client`'s bucket: undefined when allowed, else the seconds until the next one is. */
  take(client: string): number | undefined {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (this.buckets.size > 10_000) this.forgetFull(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return undefined;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60_000) / this.perMinute / 1000));
  }

  /** Drops the clients whose bucket has filled again: they are as if never seen. */
  private forgetFull(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000 >= this.capacity) this.buckets.delete(client);
    }
  }
}

/** The content of recent leads (a hash of form + values), so the same lead again within the window is a repeat. */
export class RecentLeads {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number = DUPLICATE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `hash` was seen within the window; remembers it either way. */
  repeat(hash: string): boolean {
    const now = this.now();
    for (const [known, at] of this.seen) {
      if (now - at < this.windowMs) break;
      this.seen.delete(known);
    }
    const before = this.seen.get(hash);
    this.seen.delete(hash);
    this.seen.set(hash, now);
    return before !== undefined && now - before < this.windowMs;
  }
}

/** JSON with the keys of every object sorted, so the same values give the same text whatever their order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
