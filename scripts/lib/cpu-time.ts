/**
 * CPU time beside wall time. The build machine is shared: another build running beside this one
 * stretches every wall-clock figure, while the CPU a step used stays what it is. Next renders pages
 * in child processes, so their CPU counts too.
 */
import fs from 'node:fs';

/** CPU seconds (user + system) this process has used, all its threads (the post-export workers) included. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * CPU seconds of the child processes this one has waited for (`next build` and its render workers),
 * from /proc/self/stat (cutime and cstime, in the kernel's 1/100 s ticks); NaN where there is no
 * /proc (macOS), so a figure that cannot be known shows as such.
 */
export function childrenCpuSeconds(): number {
  return childrenCpuOfStat(readProc('/proc/self/stat'));
}

/** cutime + cstime of a /proc/<pid>/stat line, in seconds; NaN without one. */
export function childrenCpuOfStat(stat: string | undefined): number {
  if (stat === undefined) return Number.NaN;
  // Fields after the command name, which sits in parentheses and may hold spaces: state is field 3,
  // cutime field 16, cstime field 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** A file of /proc, or undefined where there is none (macOS). */
function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The machine's CPU seconds so far over all its cores: busy (user, nice, system, irq, softirq) and idle (idle, iowait). */
export interface MachineCpu {
  busy: number;
  idle: number;
}

/**
 * The machine's CPU so far, from /proc/stat; undefined where there is none. Whole-machine figures,
 * so a browser's processes, which leave the process tree that started them, count too.
 */
export function machineCpu(): MachineCpu | undefined {
  const stat = readProc('/proc/stat');
  return stat === undefined ? undefined : machineCpuOfStat(stat);
}

/** The first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal ...", in 1/100 s ticks), in seconds. */
export function machineCpuOfStat(stat: string): MachineCpu | undefined {
  const line = stat.split('\n', 1)[0] ?? '';
  if (!/^cpu\s/.test(line)) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq) / 100, idle: (idle + iowait) / 100 };
}

/** How busy the cores were between two readings: "1150 s busy, 38 s idle over the machine's cores (97% busy)". */
export function describeMachineCpu(start: MachineCpu, end: MachineCpu): string {
  const busy = end.busy - start.busy;
  const idle = end.idle - start.idle;
  const share = busy + idle > 0 ? (100 * busy) / (busy + idle) : 0;
  return `${busy.toFixed(0)} s busy, ${idle.toFixed(0)} s idle over the machine's cores (${share.toFixed(0)}% busy)`;
}
