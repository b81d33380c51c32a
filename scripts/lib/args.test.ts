import { describe, expect, it } from 'vitest';
import { readArgs, UsageError } from './args';

const USAGE = 'Usage: npm run x -- [--runs N] [--findings]';
const OPTIONS = { runs: { type: 'string' }, findings: { type: 'boolean' } } as const;

describe('readArgs', () => {
  it('reads the options a script declares', () => {
    expect(readArgs(USAGE, OPTIONS, ['--runs', '5', '--findings']).values).toEqual({ runs: '5', findings: true });
    expect(readArgs(USAGE, OPTIONS, ['--runs=2']).values).toEqual({ runs: '2' });
  });

  it.each([
    [['--rusn', '5'], "Unknown option '--rusn'. Usage: npm run x -- [--runs N] [--findings]"],
    [['--runs'], "Option '--runs <value>' argument missing. Usage: npm run x -- [--runs N] [--findings]"],
    [['extra'], "Unexpected argument 'extra'. Usage: npm run x -- [--runs N] [--findings]"],
  ])('refuses %j in one line that ends with the usage', (argv, message) => {
    expect(() => readArgs(USAGE, OPTIONS, argv)).toThrow(new UsageError(message));
  });

  it('takes positionals only when the script says so', () => {
    expect(readArgs(USAGE, {}, ['main', 'HEAD'], true).positionals).toEqual(['main', 'HEAD']);
  });
});
