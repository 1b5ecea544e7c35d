/**
 * Where the machine's CPU went during a measurement, from Linux's /proc: the whole machine, and
 * named groups of processes (the app server, the load generator, PostgreSQL backends). Elsewhere
 * than Linux every figure is simply missing.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { defined } from './defined';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of one process in ticks; undefined when it has gone. */
async function processTicks(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Busy and total ticks of all CPUs together (busy excludes idle and iowait). */
async function machineTicks(): Promise<{ busy: number; total: number; steal: number } | undefined> {
  try {
    const line = defined(
      (await readFile('/proc/stat', 'utf8')).split('\n')[0],
      'the first line of /proc/stat',
    );
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values;
    const total = user + nice + system + idle + iowait + irq + softirq + steal;
    return { busy: total - idle - iowait, total, steal };
  } catch {
    return undefined;
  }
}

/** Every process whose command name is `postgres` (all of the server's processes, any database). */
export async function postgresPids(): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const pids: number[] = [];
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
        if (comm.trim() === 'postgres') pids.push(Number(entry));
      }),
  );
  return pids;
}

export interface CpuUse {
  seconds: number;
  /** Cores busy on average over the window, machine-wide (all processes, everyone's). */
  machineCores?: number;
  /** Cores stolen by the hypervisor on average. */
  stealCores?: number;
  cores: number;
  /** Cores used on average by each group over the window (processes that ended count until then). */
  groups: Record<string, number>;
}

/**
 * Starts a CPU meter over the given groups of pids; `stop()` returns the average cores each group
 * used. Pids are sampled at start, so processes that appear later are not counted.
 */
export async function startCpuMeter(groups: Record<string, number[]>) {
  const startedAt = performance.now();
  const machineBefore = await machineTicks();
  const before = new Map<number, number>();
  const allPids = [...new Set(Object.values(groups).flat())];
  await Promise.all(
    allPids.map(async (pid) => {
      const ticks = await processTicks(pid);
      if (ticks !== undefined) before.set(pid, ticks);
    }),
  );
  return {
    async stop(): Promise<CpuUse> {
      const seconds = (performance.now() - startedAt) / 1000;
      const machineAfter = await machineTicks();
      const after = new Map<number, number>();
      await Promise.all(
        allPids.map(async (pid) => {
          const ticks = await processTicks(pid);
          after.set(pid, ticks ?? before.get(pid) ?? 0);
        }),
      );
      const hz = clockTicks();
      const use: CpuUse = { seconds, cores: cpus().length, groups: {} };
      if (machineBefore && machineAfter) {
        const total = machineAfter.total - machineBefore.total;
        if (total > 0) {
          use.machineCores = ((machineAfter.busy - machineBefore.busy) / total) * use.cores;
          use.stealCores = ((machineAfter.steal - machineBefore.steal) / total) * use.cores;
        }
      }
      for (const [name, pids] of Object.entries(groups)) {
        const ticks = pids.reduce((sum, pid) => sum + ((after.get(pid) ?? 0) - (before.get(pid) ?? 0)), 0);
        use.groups[name] = ticks / hz / seconds;
      }
      return use;
    },
  };
}
