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
