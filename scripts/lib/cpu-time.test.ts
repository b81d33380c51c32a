// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { childrenCpuOfStat, childrenCpuSeconds, describeMachineCpu, machineCpu, machineCpuOfStat } from './cpu-time';

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

describe('machine CPU', () => {
  it("reads the busy and idle seconds of all cores from /proc/stat's first line", () => {
    const stat = 'cpu  1000 200 300 4000 100 10 40 0 0 0\ncpu0 500 100 150 2000 50 5 20 0 0 0\nintr 1 2 3\n';
    expect(machineCpuOfStat(stat)).toEqual({ busy: 15.5, idle: 41 });
    expect(machineCpuOfStat('intr 1 2 3\n')).toBeUndefined();
  });

  it('says how busy the cores were between two readings', () => {
    expect(describeMachineCpu({ busy: 100, idle: 50 }, { busy: 1250, idle: 88 })).toBe("1150 s busy, 38 s idle over the machine's cores (97% busy)");
  });

  it.runIf(fs.existsSync('/proc/stat'))('counts a busy child process as busy time', () => {
    const before = machineCpu();
    spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 300000; while (process.cpuUsage().user < end);']);
    const after = machineCpu();
    expect(before).toBeDefined();
    expect((after?.busy ?? 0) - (before?.busy ?? 0)).toBeGreaterThanOrEqual(0.25);
  });
});
