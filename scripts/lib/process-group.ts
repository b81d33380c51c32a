import type { ChildProcess } from 'node:child_process';

/**
 * Signals every process of a process group (a child spawned with `detached: true` leads its own):
 * how `npm run dev` stops next dev and the server it starts, and how the e2e specs stop the servers
 * they start. A group with none left is already stopped.
 */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Resolves once every child has exited, or after `ms`, whichever comes first (a child gone already counts). */
export async function exitedWithin(children: readonly ChildProcess[], ms: number): Promise<void> {
  const gone = children.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(gone), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
