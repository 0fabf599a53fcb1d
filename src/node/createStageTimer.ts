// Wall and CPU time per build stage, for --verbose, the benchmark and serve's rebuild report.

/** A timer whose lap(name) adds the time since the previous lap to that stage (process.cpuUsage counts all threads). */
export function createStageTimer() {
  const timings: Record<string, number> = {};
  const cpuTimings: Record<string, number> = {};
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + now - wall;
    wall = now;
    const used = process.cpuUsage(cpu);
    cpuTimings[name] = (cpuTimings[name] ?? 0) + (used.user + used.system) / 1000;
    cpu = process.cpuUsage();
  };
  return { lap, timings, cpuTimings };
}
