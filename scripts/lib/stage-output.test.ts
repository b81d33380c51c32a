// @vitest-environment node
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stageOutput } from './stage-output';

/** A target that records what is written to it. */
function recorder() {
  const target = new PassThrough();
  let text = '';
  target.setEncoding('utf8');
  target.on('data', (chunk: string) => (text += chunk));
  return { target, text: () => text };
}

describe('stageOutput', () => {
  it('prints whole lines with the stage prefix, joining a line split across chunks', async () => {
    const output = stageOutput('[unit] ', 10);
    const stream = new PassThrough();
    const { target, text } = recorder();
    output.pipe(stream, target);
    stream.write('first li');
    stream.write('ne\nsecond line\nno newline at the end');
    stream.end();
    await finished(stream);
    expect(text()).toBe('[unit] first line\n[unit] second line\n[unit] no newline at the end\n');
  });

  it('keeps the last lines of all its streams, in the order they came, without the prefix', async () => {
    const output = stageOutput('[build-trial] ', 3);
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    output.pipe(stdout, recorder().target);
    output.pipe(stderr, recorder().target);
    stdout.write('1\n2\n');
    await new Promise((resolve) => setImmediate(resolve));
    stderr.write('FAIL tests/content/issue-39.build.test.ts\n');
    await new Promise((resolve) => setImmediate(resolve));
    stdout.write('Test Files  1 failed\n');
    stdout.end();
    stderr.end();
    await Promise.all([finished(stdout), finished(stderr)]);
    expect(output.lastLines()).toEqual(['2', 'FAIL tests/content/issue-39.build.test.ts', 'Test Files  1 failed']);
  });
});
