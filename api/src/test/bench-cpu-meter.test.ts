import { describe, expect, it } from 'vitest';
import { cpuLine, startCpuMeter, type CpuUse } from '../../bench/cpu-meter.ts';

const use = (over: Partial<CpuUse> = {}): CpuUse => ({ seconds: 10, apiThreadMs: 1000, nodeProcessMs: 1500, postgresMs: 500, machineBusy: 0.9, cores: 2, ...over });

describe('the bench CPU meter (pnpm bench cart)', () => {
  it('gives each request its share, and the cores the most requests they carry at that cost', () => {
    expect(cpuLine(use(), 1000)).toBe('CPU a request: api thread 1.00 ms, node process 1.50 ms, PostgreSQL 0.50 ms; machine 90% busy; 2 cores carry at most 1000 a second at this cost');
    expect(cpuLine(use({ postgresMs: null, apiThreadMs: null, machineBusy: null, cores: 4 }), 500, 'a submission')).toBe(
      'CPU a submission: node process 3.00 ms, PostgreSQL not on this machine; 4 cores carry at most 1333 a second at this cost',
    );
    expect(cpuLine(use(), 0)).toBe('CPU a request: no request answered');
  });

  it("counts the api thread's own CPU, within the process's", () => {
    const stop = startCpuMeter();
    const begun = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(begun).user < 200_000) spin += 1;
    const measured = stop();
    expect(spin).toBeGreaterThan(0);
    expect(measured.nodeProcessMs).toBeGreaterThanOrEqual(200);
    if (process.platform === 'linux') {
      // /proc counts in 10 ms ticks; the other threads of the test process (GC helpers) are nearly idle.
      expect(measured.apiThreadMs).toBeGreaterThanOrEqual(120);
      expect(measured.apiThreadMs).toBeLessThanOrEqual(measured.nodeProcessMs + 20);
      expect(measured.machineBusy).toBeGreaterThan(0);
    }
  });
});
