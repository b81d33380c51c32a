/** A worker thread of the post-export step: runs the tasks workerPool() sends it (post-export-task.ts). */
import { parentPort } from 'node:worker_threads';
import { runPostExportTask } from './post-export-task';
import type { WorkerReply, WorkerRequest } from './worker-pool';

const port = parentPort;
if (!port) throw new Error('post-export-worker.ts runs as a worker thread (see worker-pool.ts)');
port.on('message', ({ id, task }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, result: runPostExportTask(task) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
