/** A worker thread of the post-export step: runs the tasks workerPool() sends it (post-export-task.ts). */
import { type PostExportTask, type PostExportTaskResult, runPostExportTask } from './post-export-task';

export default function postExportWorker(task: PostExportTask): PostExportTaskResult {
  return runPostExportTask(task);
}
