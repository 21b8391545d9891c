import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Where the machine's CPU went during a run, read from /proc (Linux): the site's instances (each
 * process and its cluster workers), PostgreSQL's processes, nginx's, this process (the simulated
 * donors) and the machine as a whole. A run whose machine was busy all the time was bound by the
 * CPU; the split says who spent it.
 */
export interface CpuSplit {
  /** Seconds of CPU spent by each group during the run. */
  seconds: Record<string, number>;
  /** The share of all cores that were busy (1 = every core all the time). */
  machineBusy: number;
  cores: number;
}

const TICKS_PER_SECOND = 100;

function processes(): Array<{ pid: number; ppid: number; name: string; ticks: number }> {
  const found: Array<{ pid: number; ppid: number; name: string; ticks: number }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((sum, value) => sum + value, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

/** Each group's ticks now: instances by their root pid (with descendants), postgres and nginx by name. */
function snapshot(instanceRoots: number[]): Map<string, number> {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const item of all) children.set(item.ppid, [...(children.get(item.ppid) ?? []), item.pid]);
  const ticksOf = new Map(all.map((item) => [item.pid, item.ticks]));
  const tree = (root: number): number => {
    let sum = ticksOf.get(root) ?? 0;
    for (const child of children.get(root) ?? []) sum += tree(child);
    return sum;
  };
  const groups = new Map<string, number>();
  groups.set(
    'instances',
    instanceRoots.reduce((sum, root) => sum + tree(root), 0),
  );
  for (const name of ['postgres', 'nginx'])
    groups.set(
      name,
      all.filter((item) => item.name === name).reduce((sum, item) => sum + item.ticks, 0),
    );
  return groups;
}

export function startCpuAccounting(instanceRoots: number[]): { stop(): CpuSplit } {
  const before = snapshot(instanceRoots);
  const machineBefore = machineTicks();
  const selfBefore = process.cpuUsage();
  return {
    stop() {
      const after = snapshot(instanceRoots);
      const machineAfter = machineTicks();
      const self = process.cpuUsage(selfBefore);
      const seconds: Record<string, number> = {};
      for (const [name, ticks] of after) seconds[name] = round((ticks - (before.get(name) ?? 0)) / TICKS_PER_SECOND);
      seconds['donors (this process)'] = round((self.user + self.system) / 1e6);
      const busy = machineAfter.busy - machineBefore.busy;
      const total = machineAfter.total - machineBefore.total;
      seconds.machine = round(busy / TICKS_PER_SECOND);
      return { seconds, machineBusy: round(total > 0 ? busy / total : 0), cores: availableParallelism() };
    },
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
