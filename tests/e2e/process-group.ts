import type { ChildProcess } from 'node:child_process';

/**
 * Stops a server a spec started in its own process group (spawn with detached: true), with every
 * process under it (tsx, next dev and its workers): SIGTERM, then SIGKILL after five seconds.
 */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}
