import type { Generated } from './generate';
import type { DatabaseResult } from './report';

/** What run.ts asks database.ts to measure (a database it has filled), and the answer. */
export type DatabaseJob = {
  dialect: 'sqlite' | 'postgres';
  label: string;
  url: string;
  tmp: string;
  generated: Generated;
};
export type DatabaseAnswer = { result?: DatabaseResult; error?: string };

export const SETTINGS = {
  /** Seconds of one-connection latency per target, in 1 s slices interleaved with the other targets. */
  duration: Number(process.env.BENCH_DURATION ?? 5),
  /** Connections of the throughput run (as long as `duration`). */
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  exportRuns: 3,
  /** Issue 3: list latency ≤ 2 × ((a) + (b)); the export under 3 s and 300 MB. */
  budget: { listRatio: 2, exportSeconds: 3, exportMiB: 300 },
};
