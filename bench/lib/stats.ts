// Small helpers for the benchmarks: percentiles over hrtime samples, the
// machine description, formatting.
import os from 'node:os';

/** Nearest-rank percentile of samples in nanoseconds, returned in ms. */
export function percentileMs(sortedNs: Float64Array | number[], q: number): number {
  if (sortedNs.length === 0) return NaN;
  const rank = Math.min(sortedNs.length, Math.max(1, Math.ceil(q * sortedNs.length)));
  return sortedNs[rank - 1]! / 1e6;
}

export interface LatencySummary {
  n: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  mean_ms: number;
}

export function summarize(samplesNs: number[]): LatencySummary {
  const sorted = Float64Array.from(samplesNs).sort();
  const sum = samplesNs.reduce((a, b) => a + b, 0);
  return {
    n: samplesNs.length,
    p50_ms: round(percentileMs(sorted, 0.5), 4),
    p90_ms: round(percentileMs(sorted, 0.9), 4),
    p99_ms: round(percentileMs(sorted, 0.99), 4),
    max_ms: round(sorted.length ? sorted[sorted.length - 1]! / 1e6 : NaN, 4),
    mean_ms: round(samplesNs.length ? sum / samplesNs.length / 1e6 : NaN, 4),
  };
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function loadAverage(): [number, number, number] {
  const [a, b, c] = os.loadavg();
  return [round(a ?? NaN), round(b ?? NaN), round(c ?? NaN)];
}

export function machine(): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    total_mem_gb: round(os.totalmem() / 2 ** 30, 1),
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
