import { once } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type Tinypool from 'tinypool';
import { typeScriptWorkerPool } from './worker-pool';

let pool: Tinypool | undefined;
afterEach(async () => {
  await pool?.destroy();
  vi.restoreAllMocks();
});

describe('typeScriptWorkerPool', () => {
  it('replaces a worker that dies while idle, and the next task runs on the new one', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pool = typeScriptWorkerPool(pathToFileURL(path.join(import.meta.dirname, 'fixtures/dying-worker.ts')), 1);
    const died = once(pool, 'error');
    const first = (await pool.run('die')) as number;
    await died;
    const second = (await pool.run('who')) as number;
    expect(second).not.toBe(first);
    expect(pool.threads).toHaveLength(1);
    expect(said).toHaveBeenCalledWith('A post-export worker died: the worker fell over while idle');
  });
});
