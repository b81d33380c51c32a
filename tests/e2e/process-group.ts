import type { ChildProcess } from 'node:child_process';
import { exitedWithin, signalGroup } from '../../scripts/lib/process-group';

/**
 * Stops a server a spec started in its own process group (spawn with detached: true), with every
 * process under it (next dev and its workers): SIGTERM, then SIGKILL after five seconds.
 */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined) return;
  if (child.exitCode !== null || child.signalCode !== null) {
    // The leader is gone, but what it started may not be (a spec that stops it on purpose): stop the rest.
    signalGroup(child.pid, 'SIGKILL');
    return;
  }
  signalGroup(child.pid, 'SIGTERM');
  await exitedWithin([child], 5000);
  signalGroup(child.pid, 'SIGKILL');
}
