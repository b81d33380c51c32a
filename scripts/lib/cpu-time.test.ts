// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { childrenCpuOfStat, childrenCpuSeconds } from './cpu-time';

describe('children CPU', () => {
  it("reads cutime and cstime from a stat line, whatever the command's name holds", () => {
    const stat = '4242 (node (worker) 1) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 30 1234 66 20 0 11 0 500 1000 200';
    expect(childrenCpuOfStat(stat)).toBeCloseTo(13, 5);
    expect(childrenCpuOfStat(undefined)).toBeNaN();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('grows by the CPU a child process used once it has ended', () => {
    const before = childrenCpuSeconds();
    spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 300000; while (process.cpuUsage().user < end);']);
    expect(childrenCpuSeconds() - before).toBeGreaterThanOrEqual(0.25);
  });
});
