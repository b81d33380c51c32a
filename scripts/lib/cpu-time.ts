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
  return childrenCpuOfStat(readStat());
}

/** cutime + cstime of a /proc/<pid>/stat line, in seconds; NaN without one. */
export function childrenCpuOfStat(stat: string | undefined): number {
  if (stat === undefined) return Number.NaN;
  // Fields after the command name, which sits in parentheses and may hold spaces: state is field 3,
  // cutime field 16, cstime field 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function readStat(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
}
