/**
 * The post-export step's worker threads (tinypool): one per core, each running post-export-worker.ts
 * on the files it is sent, so policies and brotli use every core instead of the main thread alone.
 * One pool serves the whole build: a worker takes about half a second to start (it loads TypeScript
 * through tsx), so the pool is started once, on first use. Idle workers do not keep the process alive.
 */
import os from 'node:os';
import Tinypool from 'tinypool';
import type { PostExportTask, PostExportTaskResult } from './post-export-task';

/**
 * A pool whose workers run the default export of a TypeScript module. Each worker registers tsx's
 * loader before importing the module, which works alike under `tsx` (npm run build) and under vitest;
 * the workers get no execArgv of the parent (vitest's or tsx's own flags are not meant for them).
 * minThreads equals maxThreads so that a worker that dies, busy or idle, is replaced at once; its
 * task, if it had one, fails with the worker's error. Without atomics an idle worker runs its event
 * loop instead of blocking in Atomics.wait, so an error it meets while idle (a late callback) kills
 * it then, and it is replaced before the next task, not found dead under it; the tasks are whole
 * files, so the message round trip atomics save is negligible.
 */
export function typeScriptWorkerPool(entry: URL, size = os.availableParallelism()): Tinypool {
  const boot =
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register();` +
    `const module = await import(${JSON.stringify(entry.href)}); export default module.default;`;
  const pool = new Tinypool({
    filename: new URL(`data:text/javascript,${encodeURIComponent(boot)}`),
    minThreads: size,
    maxThreads: size,
    execArgv: [],
    useAtomics: false,
  });
  // An idle worker's death is reported here (a busy one's fails its task): said, not thrown.
  pool.on('error', (error: unknown) => console.error(`A post-export worker died: ${error instanceof Error ? error.message : String(error)}`));
  return pool;
}

export interface PostExportPool {
  run(task: PostExportTask): Promise<PostExportTaskResult>;
}

let shared: Tinypool | undefined;

/** The build's pool, started on first use. */
export function workerPool(): PostExportPool {
  shared ??= typeScriptWorkerPool(new URL('./post-export-worker.ts', import.meta.url));
  return shared;
}
