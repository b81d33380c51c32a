import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitedWithin } from './process-group';

describe('exitedWithin', () => {
  it('resolves when the child exits, before the limit', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 100)']);
    const started = Date.now();
    await exitedWithin([child], 20_000);
    expect(child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('resolves at the limit when a child is still running, and at once for a child already gone', async () => {
    const done = spawn(process.execPath, ['-e', '']);
    await exitedWithin([done], 20_000);
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    await exitedWithin([done, running], 200);
    expect(running.exitCode).toBeNull();
    running.kill('SIGKILL');
    await exitedWithin([running], 20_000);
    expect(running.signalCode).toBe('SIGKILL');
  });
});
