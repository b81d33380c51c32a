/**
 * A stage's output as `npm test` prints it: whole lines, each prefixed with the stage's name (the
 * stages run side by side, so their lines interleave), and its last lines kept, to be printed again
 * when the stage fails.
 */
import type { Readable, Writable } from 'node:stream';

export interface StageOutput {
  /** Copies a stream of the stage to a target, a whole line at a time, each line prefixed. */
  pipe(stream: Readable, target: Writable): void;
  /** The stage's last lines, without the prefix, from all its streams in the order they came. */
  lastLines(): string[];
}

export function stageOutput(prefix: string, keep: number): StageOutput {
  const last: string[] = [];
  const write = (target: Writable, line: string) => {
    target.write(`${prefix}${line}\n`);
    last.push(line);
    if (last.length > keep) last.shift();
  };
  return {
    pipe(stream, target) {
      // A chunk may end inside a line: that part waits for the rest, so no line is cut by another stage's.
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) write(target, line);
      });
      stream.on('end', () => {
        if (pending) write(target, pending);
      });
    },
    lastLines: () => [...last],
  };
}
