/**
 * Single flight: while a send is in progress, a second call (a double click, Enter pressed twice)
 * gets the same promise instead of starting another send. Once it settles, the next call sends
 * again (the "send again" after a failure).
 */
export type SubmitGate = {
  run<T>(send: () => Promise<T>): Promise<T>;
  readonly busy: boolean;
};

export function createSubmitGate(): SubmitGate {
  let inFlight: Promise<unknown> | undefined;
  return {
    run<T>(send: () => Promise<T>): Promise<T> {
      if (inFlight) return inFlight as Promise<T>;
      const current = (async () => send())().finally(() => {
        if (inFlight === current) inFlight = undefined;
      });
      inFlight = current;
      return current;
    },
    get busy() {
      return inFlight !== undefined;
    },
  };
}
