import { describe, expect, it, vi } from 'vitest';
import { createSubmitGate } from './gate';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSubmitGate', () => {
  it('a second call while sending gets the same promise and sends nothing', async () => {
    const gate = createSubmitGate();
    const pending = deferred<string>();
    const send = vi.fn(() => pending.promise);
    const first = gate.run(send);
    const second = gate.run(send);
    expect(second).toBe(first);
    expect(gate.busy).toBe(true);
    pending.resolve('sent');
    expect(await Promise.all([first, second])).toEqual(['sent', 'sent']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(gate.busy).toBe(false);
  });

  it.each([
    ['resolves', (d: ReturnType<typeof deferred<string>>) => d.resolve('failed')],
    ['rejects', (d: ReturnType<typeof deferred<string>>) => d.reject(new Error('x'))],
  ])('sends again once the previous send %s', async (_, settle) => {
    const gate = createSubmitGate();
    const first = deferred<string>();
    const send = vi.fn(() => first.promise);
    const running = gate.run(send).catch(() => 'caught');
    settle(first);
    await running;
    send.mockImplementation(() => Promise.resolve('again'));
    expect(await gate.run(send)).toBe('again');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a send that throws synchronously is a rejected promise, and the gate reopens', async () => {
    const gate = createSubmitGate();
    await expect(
      gate.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(gate.busy).toBe(false);
  });

  it('separate gates do not share', () => {
    const a = createSubmitGate();
    const b = createSubmitGate();
    const never = () => new Promise<void>(() => {});
    expect(a.run(never)).not.toBe(b.run(never));
  });
});
