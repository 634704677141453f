import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * Where a load's CPU went, over its measured window: the api's thread (the main thread), the whole
 * node process (every thread: the api, the load generator, GC helpers, zlib's pool), the local PostgreSQL
 * server's processes, and the machine. With the requests answered in the window, it tells how many requests
 * a second these cores can carry at this cost, whatever the code waits on.
 */
export interface CpuUse {
  seconds: number;
  /** The api's thread alone (the main thread: its event loop); null without /proc. */
  apiThreadMs: number | null;
  nodeProcessMs: number;
  /** Null when no PostgreSQL process is visible in /proc (a server on another machine, or no /proc). */
  postgresMs: number | null;
  /** The machine's busy fraction (all cores), null without /proc/stat. */
  machineBusy: number | null;
  cores: number;
}

/** Linux's clock ticks a second for /proc (USER_HZ: 100 on every architecture Node supports). */
const TICKS_PER_SECOND = 100;

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** utime + stime in ms from a /proc stat line: the fields after the command are state ppid … cmajflt utime stime. */
const statCpuMs = (stat: string): number => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};

/** The CPU of this process's main thread (the api's event loop), in ms; null without /proc. */
const mainThreadCpuMs = (): number | null => {
  const stat = readOrNull(`/proc/${process.pid}/task/${process.pid}/stat`);
  return stat === null ? null : statCpuMs(stat);
};

/** utime + stime of every process named postgres, in ms; null when there is none to read. */
function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ms = 0;
  let seen = false;
  for (const pid of pids) {
    const stat = readOrNull(`/proc/${pid}/stat`);
    if (!stat || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
    ms += statCpuMs(stat);
    seen = true;
  }
  return seen ? ms : null;
}

/** The machine's busy and total ticks since boot (all cores), from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } | null {
  const line = readOrNull('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** Starts measuring; the function returned ends the window and answers its use. */
export function startCpuMeter(): () => CpuUse {
  const began = performance.now();
  const thread0 = mainThreadCpuMs();
  const process0 = process.cpuUsage();
  const postgres0 = postgresCpuMs();
  const machine0 = machineTicks();
  return () => {
    const processUse = process.cpuUsage(process0);
    const thread1 = mainThreadCpuMs();
    const postgres1 = postgresCpuMs();
    const machine1 = machineTicks();
    return {
      seconds: (performance.now() - began) / 1000,
      apiThreadMs: thread0 === null || thread1 === null ? null : thread1 - thread0,
      nodeProcessMs: (processUse.user + processUse.system) / 1000,
      postgresMs: postgres0 === null || postgres1 === null ? null : postgres1 - postgres0,
      machineBusy: machine0 && machine1 && machine1.total > machine0.total ? (machine1.busy - machine0.busy) / (machine1.total - machine0.total) : null,
      cores: availableParallelism(),
    };
  };
}

/**
 * One line on a load's CPU, per timed request answered (its untimed steps' CPU counted in it): what the api's thread, the node process and PostgreSQL spent,
 * and the most requests a second all the machine's cores could answer at that cost (cores ÷ CPU a request).
 */
export function cpuLine(use: CpuUse, requests: number, what = 'a request'): string {
  if (requests === 0) return `CPU ${what}: no request answered`;
  const per = (ms: number) => (ms / requests).toFixed(2);
  const spent = use.nodeProcessMs + (use.postgresMs ?? 0);
  const ceiling = spent > 0 ? ((use.cores * 1000 * requests) / spent).toFixed(0) : '–';
  const postgres = use.postgresMs === null ? 'PostgreSQL not on this machine' : `PostgreSQL ${per(use.postgresMs)} ms`;
  const busy = use.machineBusy === null ? '' : `; machine ${(use.machineBusy * 100).toFixed(0)}% busy`;
  const thread = use.apiThreadMs === null ? '' : `api thread ${per(use.apiThreadMs)} ms, `;
  return `CPU ${what}: ${thread}node process ${per(use.nodeProcessMs)} ms, ${postgres}${busy}; ${use.cores} cores carry at most ${ceiling} a second at this cost`;
}
