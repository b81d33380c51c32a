/**
 * The relay's store on Node: an append-only journal of JSON lines (relay-data/leads.jsonl by default),
 * each write flushed to the disk (fdatasync) before the promise resolves, so a lead the relay answered
 * 202 for survives a crash. Node 20 has no node:sqlite, and a journal needs nothing from a registry.
 *
 * Opening replays the file into memory. A last line cut short by a crash mid-write is not valid JSON:
 * it is cut off the journal into `<file>.torn` (counted in `tornLines`: that write was never answered,
 * so no lead is lost) and the journal goes on; a bad line elsewhere is a damaged file and stops the
 * open, naming the file and the line.
 *
 * Writes that arrive together are flushed together (one write and one fdatasync for all of them), so
 * leads arriving at once do not wait for one disk flush each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type JournalEntry, MemoryStore } from './memory';
import type { LeadUpdate, StoredLead } from './types';

export class JournalStore extends MemoryStore {
  private queue: { line: string; done: (error?: Error) => void }[] = [];
  private flushing: Promise<void> | undefined;

  private constructor(
    readonly file: string,
    private readonly handle: fs.promises.FileHandle,
    /** Lines at the end of the file a crash cut short, set aside when it was opened. */
    readonly tornLines: number,
  ) {
    super();
  }

  /** Opens (or creates) the journal at `file` and replays it. */
  static async open(file: string): Promise<JournalStore> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const text = fs.existsSync(file) ? await fs.promises.readFile(file, 'utf8') : '';
    const lines = text.split('\n');
    const entries: JournalEntry[] = [];
    let torn = 0;
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        const last = lines.slice(index + 1).every((rest) => rest.trim() === '');
        if (!last) throw new Error(`${file}: line ${index + 1}: not a JSON entry; the journal is damaged before its end`);
        torn++;
      }
    });
    if (torn > 0) {
      // The torn line is cut off the journal (kept beside it, for a look), so the next entry starts clean.
      const kept = text.slice(0, text.lastIndexOf('\n') + 1);
      await fs.promises.appendFile(`${file}.torn`, `${text.slice(kept.length)}\n`);
      await fs.promises.truncate(file, Buffer.byteLength(kept));
    }
    const handle = await fs.promises.open(file, 'a');
    const store = new JournalStore(file, handle, torn);
    for (const entry of entries) store.apply(entry);
    return store;
  }

  override async put(lead: StoredLead): Promise<void> {
    await this.write({ op: 'put', lead });
  }

  override async update(id: string, change: LeadUpdate): Promise<void> {
    await this.write({ op: 'update', id, change });
  }

  override async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
  }

  /** Appends the entry and flushes it to the disk, then applies it in memory. */
  private async write(entry: JournalEntry): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ line: `${JSON.stringify(entry)}\n`, done: (error) => (error === undefined ? resolve() : reject(error)) });
      this.flushing ??= this.flush();
    });
    this.apply(entry);
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.handle.write(batch.map((item) => item.line).join(''));
        await this.handle.datasync();
        for (const item of batch) item.done();
      } catch (error) {
        // A rejection carries an Error, so its caller sees a message and a stack whatever fs threw.
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const item of batch) item.done(failure);
      }
    }
    this.flushing = undefined;
  }
}
