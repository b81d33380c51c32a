/**
 * The post-export step's worker threads: one per core, each running post-export-task.ts on the files
 * it is sent, so policies and brotli use every core instead of the main thread (and libuv's pool)
 * alone. One pool serves the whole build: a worker takes about half a second to start (it loads
 * TypeScript through tsx), so it is started once, on first use. An idle pool does not keep the
 * process alive.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PostExportTask, PostExportTaskResult } from './post-export-task';

export interface WorkerRequest {
  id: number;
  task: PostExportTask;
}
export type WorkerReply = { id: number; result: PostExportTaskResult; error?: undefined } | { id: number; error: string; result?: undefined };

interface Pending {
  task: PostExportTask;
  resolve: (result: PostExportTaskResult) => void;
  reject: (error: Error) => void;
}

/**
 * Starts a worker on post-export-worker.ts. The script is TypeScript: the worker registers tsx's
 * loader before importing it, which works alike under `tsx` (npm run build) and under vitest.
 */
function startWorker(): Worker {
  const entry = new URL('./post-export-worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { execArgv: [] });
}

export class WorkerPool {
  private readonly queue: Pending[] = [];
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Map<number, Pending>>();
  private nextId = 0;

  constructor(readonly size = os.availableParallelism()) {
    for (let index = 0; index < size; index += 1) this.add(startWorker());
  }

  private add(worker: Worker): void {
    worker.on('message', (reply: WorkerReply) => {
      const pending = this.busy.get(worker)?.get(reply.id);
      this.busy.delete(worker);
      if (reply.error !== undefined) pending?.reject(new Error(reply.error));
      else pending?.resolve(reply.result);
      this.release(worker);
    });
    // A worker that dies (out of memory, a bug) fails its task and is replaced.
    worker.on('error', (error) => {
      for (const pending of this.busy.get(worker)?.values() ?? []) pending.reject(error);
      this.busy.delete(worker);
      this.add(startWorker());
    });
    this.release(worker);
  }

  private release(worker: Worker): void {
    const next = this.queue.shift();
    if (next === undefined) {
      worker.unref();
      this.idle.push(worker);
      return;
    }
    const id = this.nextId++;
    this.busy.set(worker, new Map([[id, next]]));
    worker.ref();
    worker.postMessage({ id, task: next.task } satisfies WorkerRequest);
  }

  run(task: PostExportTask): Promise<PostExportTaskResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      const worker = this.idle.pop();
      if (worker) this.release(worker);
    });
  }

  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

let shared: WorkerPool | undefined;

/** The build's pool, started on first use. */
export function workerPool(): WorkerPool {
  shared ??= new WorkerPool();
  return shared;
}
